"""Survey effort: birds counted per hour of observation."""
from birdcount.tally import tally


def birds_per_hour(observations, minutes):
    """Return the total birds counted per hour, rounded to 1 decimal."""
    if minutes <= 0:
        raise ValueError("minutes must be positive")
    birds = sum(tally(observations).values())
    return round(birds * 60 / minutes, 1)
