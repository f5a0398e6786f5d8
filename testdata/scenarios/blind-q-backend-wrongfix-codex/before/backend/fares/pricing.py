"""Ride pricing for the bike-share, in cents."""

import math

UNLOCK_FEE = 100
PER_MINUTE = 15
MEMBER_FREE_MINUTES = 30
DAY_PASS = 1500


def ride_fare(minutes, member=False):
    """Return the fare in cents for a ride of `minutes` (partial minutes round up).

    Members pay no unlock fee and ride the first 30 minutes free.
    """
    if minutes < 0:
        raise ValueError("minutes must be >= 0")
    whole = int(minutes)
    if member:
        return max(0, whole - MEMBER_FREE_MINUTES) * PER_MINUTE
    return UNLOCK_FEE + whole * PER_MINUTE


def daily_total(fares):
    """Sum a rider's fares for one day, capped at the day-pass price."""
    return min(sum(fares), DAY_PASS)
