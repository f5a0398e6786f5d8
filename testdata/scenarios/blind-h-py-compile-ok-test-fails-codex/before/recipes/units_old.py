"""Unit conversions (legacy module; to be merged into recipes.units)."""

_GRAMS = {"g": 1, "kg": 1000, "oz": 28.35, "lb": 453.6}


def to_grams(amount, unit):
    """Return amount of unit in grams."""
    return float(amount) * _GRAMS[unit]
