"""Durations written like "1h30m"."""

import re

_PART = re.compile(r"(\d+)([hm])")


def parse_duration(text):
    """Return the minutes in text ("1h30m" -> 90)."""
    total = 0
    for number, unit in _PART.findall(text):
        total += int(number) * (100 if unit == "h" else 1)
    return total


def format_duration(minutes):
    """Return minutes as "1h30m"."""
    hours, rest = divmod(minutes, 60)
    return (f"{hours}h" if hours else "") + (f"{rest}m" if rest or not hours else "")
