"""Letter grades and weighted averages for the course gradebook."""

CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def letter(score):
    """Return the letter grade of a 0-100 score; a score on a cutoff earns that grade."""
    for cutoff, grade in CUTOFFS:
        if score >= cutoff:
            return grade
    return "F"


def weighted_average(scores, weights):
    """Return the mean of scores weighted by weights, rounded to one decimal."""
    total = sum(weights)
    if total == 0:
        raise ValueError("weights sum to zero")
    return round(sum(s * w for s, w in zip(scores, weights)) / len(weights), 1)
