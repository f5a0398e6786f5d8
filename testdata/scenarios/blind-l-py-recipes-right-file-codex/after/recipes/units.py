"""Kitchen unit conversions."""

_TO_ML = {
    "ml": 1,
    "l": 1000,
    "tsp": 5,
    "tbsp": 15,
    "cup": 240,
}


def to_ml(amount, unit):
    """Return amount of unit in millilitres."""
    return amount * _TO_ML[unit.lower()]


def pick_unit(ml):
    """Return the largest (amount, unit) that keeps amount >= 1."""
    for unit in ("l", "cup", "tbsp", "tsp"):
        size = _TO_ML[unit]
        if ml >= size:
            return round(ml / size, 2), unit
    return ml, "ml"


# Grams per unit of plain flour (spoon and cup measures are loose).
_FLOUR_G = {"g": 1, "kg": 1000, "tbsp": 8, "cup": 120}


def to_grams(amount, unit):
    """Return amount of unit of flour in grams."""
    return amount * _FLOUR_G[unit.lower()]
