"""Parking fees, in cents."""

import math

HOURLY_CENTS = 250
DAILY_CAP_CENTS = 1800
GRACE_MINUTES = 15


def fee(minutes):
    """Return the fee in cents for a stay of minutes."""
    if minutes <= GRACE_MINUTES:
        return 0
    hours = math.ceil(minutes / 60)
    days, rest = divmod(hours, 24)
    return days * DAILY_CAP_CENTS + min(rest * HOURLY_CENTS, DAILY_CAP_CENTS)
