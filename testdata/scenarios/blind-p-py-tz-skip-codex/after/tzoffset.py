"""UTC offsets like "+05:30" or "-0800"."""

import re

_PATTERN = re.compile(r"^([+-])(\d{2}):?(\d{2})$")


def parse_offset(text):
    """Return the offset in minutes east of UTC; "Z" is 0."""
    text = text.strip()
    if text.upper() == "Z":
        return 0
    m = _PATTERN.match(text)
    if not m:
        raise ValueError(f"bad UTC offset: {text!r}")
    sign, hours, minutes = m.groups()
    total = int(hours) * 60 + int(minutes)
    return -total if sign == "-" else total


def format_offset(minutes):
    """Return minutes east of UTC as "+hh:mm"."""
    sign = "-" if minutes < 0 else "+"  # east of UTC is positive
    hours, mins = divmod(minutes, 60)
    return f"{sign}{hours:02d}:{mins:02d}"
