"""Short labels for follower counts: 1500 -> "1.5K"."""

_SUFFIXES = [(1_000_000_000, "B"), (1_000_000, "M"), (1_000, "K")]


def abbreviate(n):
    """Return n as a short label with at most one decimal: 1500 -> "1.5K"."""
    for size, suffix in _SUFFIXES:
        if n >= size:
            value = f"{n / size:.1f}".rstrip("0").rstrip(".")
            return value + suffix
    return str(n)
