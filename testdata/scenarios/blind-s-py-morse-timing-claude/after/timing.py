"""Morse timing on the PARIS standard: element lengths at a given speed."""


def dot_ms(wpm):
    """Return the length of a dot in milliseconds at wpm words per minute."""
    if wpm <= 0:
        raise ValueError("wpm must be positive")
    return 1200 / wpm


def dash_ms(wpm):
    """A dash is three dots long."""
    return 3 * dot_ms(wpm)


def word_gap_ms(wpm):
    """The gap between words is seven dots long."""
    return 7 * dot_ms(wpm)
