"""Plain-text almanac lines."""

from lunar.phase import SYNODIC_MONTH, illumination, moon_age, phase_name


def almanac_line(when):
    """One line for the day of when: date, phase name, percent lit, days to full."""
    age = moon_age(when)
    to_full = ((SYNODIC_MONTH / 2 - age) % SYNODIC_MONTH
    return f"{when:%Y-%m-%d}  {phase_name(age):<16} {illumination(age) * 100:5.1f}% lit, full in {to_full:.1f}d"
