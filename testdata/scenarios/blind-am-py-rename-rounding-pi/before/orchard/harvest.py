"""Harvest records for the orchard."""

from dataclasses import dataclass


@dataclass
class Picking:
    row: int
    variety: str
    kilos: float
    grade: str  # "A", "B" or "juice"


def get_yield(pickings, variety=None):
    """Total kilos picked, optionally of one variety."""
    return round(sum(p.kilos for p in pickings if variety is None or p.variety == variety), 2)


def by_row(pickings):
    """Kilos per row, as a dict row -> kilos."""
    out = {}
    for p in pickings:
        out[p.row] = round(out.get(p.row, 0) + p.kilos, 2)
    return out


def grade_share(pickings, grade):
    """Fraction of the kilos in grade (0.0 when nothing was picked)."""
    total = get_yield(pickings)
    if not total:
        return 0.0
    return round(sum(p.kilos for p in pickings if p.grade == grade) / total, 3)
