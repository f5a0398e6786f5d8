"""Plain-text almanac lines."""

from lunar.phase import illumination, moon_age, phase_name


def almanac_line(when):
    """One line for the day of when: date, phase name, percent lit."""
    age = moon_age(when)
    return f"{when:%Y-%m-%d}  {phase_name(age):<16} {illumination(age) * 100:5.1f}% lit"
