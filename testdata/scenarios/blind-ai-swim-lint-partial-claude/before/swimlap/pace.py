"""Pace arithmetic for pool swimming."""


def pace_per_100(distance_m, seconds):
    """Return the seconds taken per 100 m over distance_m metres."""
    if distance_m <= 0:
        raise ValueError("distance must be positive")
    return seconds * 100 // distance_m
