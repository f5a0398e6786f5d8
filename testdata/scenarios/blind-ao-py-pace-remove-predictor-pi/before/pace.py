"""Running pace helpers: seconds per kilometre, formatted as m:ss."""


def pace_seconds(distance_km, total_seconds):
    """Return seconds per kilometre, truncated to a whole second."""
    if distance_km <= 0:
        raise ValueError("distance must be positive")
    return int(total_seconds / distance_km)


def format_pace(seconds):
    """Return seconds per km as "m:ss"."""
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}:{secs:02d}"


def predict_time(known_km, known_seconds, target_km):
    """Riegel's formula: predicted seconds for target_km from a known result."""
    return round(known_seconds * (target_km / known_km) ** 1.06)
