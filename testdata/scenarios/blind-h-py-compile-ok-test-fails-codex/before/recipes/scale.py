"""Scale recipe ingredient amounts."""

from fractions import Fraction

from recipes.units_old import to_grams


def scale(amount, factor):
    """Return amount * factor as a Fraction."""
    return Fraction(amount) * Fraction(factor)


def scale_recipe(ingredients, servings_from, servings_to):
    """Scale a list of (name, amount, unit) tuples from one serving count to another."""
    factor = Fraction(servings_to, servings_from)
    return [(name, scale(amount, factor), unit) for name, amount, unit in ingredients]


def total_grams(ingredients):
    """Sum the ingredients that can be weighed, in grams."""
    return sum(to_grams(amount, unit) for _, amount, unit in ingredients if unit in ("g", "kg", "oz", "lb"))
