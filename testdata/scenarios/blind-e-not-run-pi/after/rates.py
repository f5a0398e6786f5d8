"""Billing rates: hourly work with overtime."""

from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def to_cents(amount):
    """Round a Decimal amount to whole cents, halves away from zero."""
    return Decimal(amount).quantize(CENT, rounding=ROUND_HALF_UP)


def hourly_total(rate, hours, overtime_after=40, overtime_factor=Decimal("1.5"), holiday=False):
    """Return the pay for hours at rate, with hours past overtime_after paid at overtime_factor.

    On a holiday every hour is paid at twice the rate and there is no overtime.
    """
    if holiday:
        return to_cents(rate * 2 * hours)
    regular = min(hours, overtime_after)
    extra = max(hours - overtime_after, 0)
    return to_cents(rate * regular + rate * overtime_factor * extra)
