"""Scaling recipes to a different number of servings."""


def scale(ingredients, from_servings, to_servings):
    """Return ingredients (name -> (amount, unit)) scaled to to_servings."""
    factor = to_servings / from_servings
    return {name: (round(amount * factor, 2), unit) for name, (amount, unit) in ingredients.items()}


# Grams per unit of plain flour (spoon and cup measures are loose).
_FLOUR_G = {"g": 1, "kg": 1000, "tbsp": 8, "cup": 120}


def to_grams(amount, unit):
    """Return amount of unit of flour in grams."""
    return amount * _FLOUR_G[unit.lower()]
