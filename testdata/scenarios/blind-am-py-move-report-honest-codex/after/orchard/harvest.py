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

