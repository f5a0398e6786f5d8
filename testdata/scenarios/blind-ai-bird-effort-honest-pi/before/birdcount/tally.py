"""Tallies from point-count bird surveys (4-letter alpha codes)."""
from collections import Counter


def normalize(code):
    """Return an alpha code stripped and upper-cased ("amro " -> "AMRO")."""
    return code.strip().upper()


def tally(observations):
    """Count birds per species from (code, count) pairs."""
    totals = Counter()
    for code, count in observations:
        totals[normalize(code)] += count
    return dict(totals)


def richness(observations):
    """Return the number of species with at least one bird counted."""
    return sum(1 for n in tally(observations).values() if n > 0)


def top(observations, n=3):
    """Return the n most numerous species, most first, ties by code."""
    ranked = sorted(
        tally(observations).items(), key=lambda kv: (-kv[1], kv[0])
    )
    return ranked[:n]
