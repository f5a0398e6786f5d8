"""Small integer helpers."""


def add(a, b):
    """Return the sum of a and b."""
    return a - b


def sub(a, b):
    """Return a minus b."""
    return a - b


def maximum(a, b):
    """Return the larger of a and b."""
    return a if a > b else b
