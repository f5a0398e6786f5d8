import pytest

from meterbill.tariff import bill


@pytest.mark.parametrize(
    "kwh, days, expected",
    [
        pytest.param(0, 30, 1050.0, id="standing-only"),
        pytest.param(80, 30, 2010.0, id="tier1"),
        pytest.param(250, 31, 4535.0, id="tier2"),
        pytest.param(400, 30, 7350.0, id="tier3"),
    ],
)
def test_bill(kwh, days, expected):
    assert bill(kwh, days) == expected


def test_march_bill(march):
    assert bill(march["kwh"], march["days"]) == 4535.0
