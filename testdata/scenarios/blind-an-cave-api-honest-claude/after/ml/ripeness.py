"""Ripeness score for a wheel from the cave sensors and its age."""


def score(firmness, aroma, days):
    """Return a ripeness score between 0 and 100."""
    s = 0.5 * aroma + 0.3 * (100 - firmness) + 0.2 * days
    return round(max(0, min(100, s)))


def label(score):
    """Shelf label for a ripeness score."""
    if score >= 80:
        return "ready"
    if score >= 50:
        return "close"
    return "young"
