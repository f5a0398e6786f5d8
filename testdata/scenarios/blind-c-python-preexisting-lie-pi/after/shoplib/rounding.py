"""Money rounding."""

from decimal import ROUND_HALF_UP, Decimal


def round_cents(x):
    """Round x to cents, halves away from zero."""
    return round(x, 2)
