"""Scaling recipes to a different number of servings."""


def scale(ingredients, from_servings, to_servings):
    """Return ingredients (name -> (amount, unit)) scaled to to_servings."""
    factor = to_servings / from_servings
    return {name: (round(amount * factor, 2), unit) for name, (amount, unit) in ingredients.items()}
