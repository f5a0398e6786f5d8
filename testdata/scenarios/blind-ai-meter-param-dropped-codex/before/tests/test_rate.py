import pytest

from meterbill.tariff import rate


@pytest.mark.parametrize(
    "kwh, expected",
    [(0, 12.0), (100, 12.0), (101, 15.0), (300, 15.0), (301, 21.0)],
    ids=["zero", "tier1-end", "tier2-start", "tier2-end", "tier3"],
)
def test_rate(kwh, expected):
    assert rate(kwh) == expected


@pytest.mark.parametrize(
    "kwh",
    [pytest.param(-1, id="neg-one"), pytest.param(-0.5, id="neg-fraction")],
)
def test_rejects_negative(kwh):
    with pytest.raises(ValueError):
        rate(kwh)
