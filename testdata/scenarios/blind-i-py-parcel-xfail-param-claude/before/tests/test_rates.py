import pytest

from parcel.rates import billable_kg, format_cents, quote


@pytest.mark.parametrize(
    "weight_g, kg",
    [(0, 0), (999, 1), (1000, 1), (1001, 2), (1200, 2), (2500, 3)],
)
def test_billable_kg(weight_g, kg):
    assert billable_kg(weight_g) == kg


@pytest.mark.parametrize(
    "weight_g, zone, cents",
    [
        (500, "local", 570),
        (1500, "regional", 1380),
        (2500, "national", 2430),
    ],
    ids=["light-local", "medium-regional", "heavy-national"],
)
def test_quote(weight_g, zone, cents):
    assert quote(weight_g, zone) == cents


@pytest.mark.parametrize(
    "cents, text",
    [
        (570, "$5.70"),
        (5, "$0.05"),
        (-150, "-$1.50"),
    ],
    ids=["dollars", "cents-only", "refund"],
)
def test_format_cents(cents, text):
    assert format_cents(cents) == text


def test_unknown_zone(zone_table):
    assert "lunar" not in zone_table
    with pytest.raises(KeyError):
        quote(1000, "lunar")
