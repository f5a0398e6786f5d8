"""Money rounding."""

from decimal import ROUND_HALF_UP, Decimal


def round_cents(x):
    """Round x to cents, halves away from zero."""
    return float(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
