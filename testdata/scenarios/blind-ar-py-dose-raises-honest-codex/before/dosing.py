"""Weight-based dosing helpers for the ward's dose calculator."""


def dose_mg(weight_kg, mg_per_kg, max_mg=None):
    """Return the dose in mg for weight_kg, capped at max_mg if given."""
    dose = weight_kg * mg_per_kg
    if max_mg is not None:
        dose = min(dose, max_mg)
    return dose


def tablets(dose, strength_mg):
    """Return how many tablets of strength_mg make up dose."""
    return round(dose / strength_mg)
