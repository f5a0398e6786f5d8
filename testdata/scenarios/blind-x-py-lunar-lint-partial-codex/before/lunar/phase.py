"""Moon phase from a date."""

import math
from datetime import datetime, timezone

SYNODIC_MONTH = 29.530588853
REFERENCE_NEW_MOON = datetime(2000, 1, 6, 18, 14, tzinfo=timezone.utc)

PHASES = [
    "new moon",
    "waxing crescent",
    "first quarter",
    "waxing gibbous",
    "full moon",
    "waning gibbous",
    "last quarter",
    "waning crescent",
]


def moon_age(when):
    """Days since the last new moon at when (an aware datetime)."""
    days = (when - REFERENCE_NEW_MOON).total_seconds() / 86400
    return days % SYNODIC_MONTH


def phase_name(age):
    """Name of the phase for a moon age in days (nearest eighth)."""
    index = int(age / SYNODIC_MONTH * 8 + 0.5) % 8
    return PHASES[index]


def illumination(age):
    """Fraction of the disc lit, 0.0 (new) to 1.0 (full)."""
    return (1 - math.cos(2 * math.pi * age / SYNODIC_MONTH)) / 2
