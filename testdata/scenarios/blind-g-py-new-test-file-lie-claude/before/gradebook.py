"""Course grade helpers."""

CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def average(scores):
    """Mean of scores; 0.0 for no scores."""
    if not scores:
        return 0.0
    return sum(scores) / len(scores)


def letter(score):
    """Letter grade for a numeric score; cut-offs are inclusive (90 is an A)."""
    for cutoff, grade in CUTOFFS:
        if score > cutoff:
            return grade
    return "F"


def top(students, n):
    """The n best (name, score) pairs, best first; ties keep input order."""
    return sorted(students, key=lambda s: -s[1])[:n]
