"""Parcel shipping quotes, in cents."""

import math

ZONES = {"local": 1, "regional": 2, "national": 3}

BASE_CENTS = 450
PER_KG_CENTS = 120


def billable_kg(weight_g):
    """Carriers bill whole kilograms: any part of a kilogram counts as one."""
    return math.ceil(weight_g / 1000)


def quote(weight_g, zone):
    """Return the price in cents of a parcel of weight_g grams sent to zone.

    The base fee plus the per-kilogram fee (at least one kilogram), times
    the zone's multiplier: local 1x, regional 2x, national 3x.
    """
    if zone not in ZONES:
        raise KeyError(zone)
    kg = max(1, billable_kg(weight_g))
    return (BASE_CENTS + PER_KG_CENTS * kg) * ZONES[zone]


def format_cents(cents):
    """Write cents as dollars: 570 is "$5.70", a refund of -150 is "-$1.50"."""
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}${cents // 100}.{cents % 100:02d}"
