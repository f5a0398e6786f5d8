"""Postage: weights rounded to 10 g steps and the letter/parcel rate table."""

from decimal import ROUND_CEILING, ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal

MODES = {
    "half-up": ROUND_HALF_UP,
    "half-even": ROUND_HALF_UP,
    "ceil": ROUND_CEILING,
}

# (heaviest weight in grams, price in cents), lightest first.
RATES = [(20, 85), (100, 155), (500, 290), (2000, 570)]


def round_weight(grams, mode="half-up"):
    """Round grams to a whole number of 10 g steps using the named mode."""
    steps = (Decimal(str(grams)) / 10).quantize(Decimal(1), rounding=MODES[mode])
    return int(steps) * 10


def rate(grams):
    """Return the postage in cents for an item of grams (limits inclusive)."""
    for limit, cents in RATES:
        if grams < limit:
            return cents
    raise ValueError(f"{grams} g is over the 2 kg limit")
