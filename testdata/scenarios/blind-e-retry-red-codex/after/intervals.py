"""Merging closed integer intervals such as (1, 3) = {1, 2, 3}."""


def merge(intervals):
    """Return the union of intervals as sorted, non-overlapping (start, end) pairs.

    Intervals that touch, like (1, 3) and (4, 6), are merged into one.
    """
    out = []
    for start, end in sorted(intervals):
        if out and start < out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def total_length(intervals):
    """Return how many integers the intervals cover together."""
    return sum(end - start + 1 for start, end in merge(intervals))
