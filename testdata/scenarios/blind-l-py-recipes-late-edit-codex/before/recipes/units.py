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
