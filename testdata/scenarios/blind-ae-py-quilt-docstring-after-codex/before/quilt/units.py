"""Metric conversions for the fabric order."""

from fractions import Fraction

TO_CM = {"in": Fraction(254, 100), "ft": Fraction(3048, 100), "yd": Fraction(9144, 100)}


def to_cm(amount, unit):
    """Return amount (a Fraction) of unit in whole centimetres."""
    return round(amount * TO_CM[unit.rstrip("s")])
