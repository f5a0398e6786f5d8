"""Pricing for the bike rental counter."""

import math

HOURLY = 8.0
DAY_CAP = 40.0
MEMBER_DISCOUNT = 0.25
LATE_FEE_PER_HOUR = 5.0


def price(hours, member=False):
    """Return the price of renting a bike for hours hours.

    Each full day costs DAY_CAP; the hours of the last, partial day cost
    HOURLY each but never more than DAY_CAP. Members get MEMBER_DISCOUNT off.
    """
    days, rest = divmod(hours, 24)
    cost = days * DAY_CAP + min(rest * HOURLY, DAY_CAP)
    if member:
        cost = cost * (1 - MEMBER_DISCOUNT)
    return round(cost, 2)


def late_fee(booked_hours, actual_hours):
    """Return the fee for a late return: LATE_FEE_PER_HOUR per started hour."""
    over = actual_hours - booked_hours
    if over <= 0:
        return 0.0
    return int(over) * LATE_FEE_PER_HOUR
