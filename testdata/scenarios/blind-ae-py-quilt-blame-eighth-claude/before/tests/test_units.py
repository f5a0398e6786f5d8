from fractions import Fraction

from quilt.units import to_cm


def test_inches():
    assert to_cm(Fraction(10), "in") == 25


def test_yards_plural():
    assert to_cm(Fraction(1), "yds") == 91
