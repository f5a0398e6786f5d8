"""Amounts as quilters write them: "2", "3/4", "1 1/2"."""

from fractions import Fraction


def parse_amount(text):
    """Return the Fraction in text: "2", "3/4" or "1 1/2"."""
    total = Fraction(0)
    for part in text.split():
        total += Fraction(part)
    return total


def format_amount(value):
    """Return value as a quilter would write it: "1 1/2", "3/4", "2"."""
    value = Fraction(value).limit_denominator(8)
    whole, rest = divmod(value.numerator, value.denominator)
    if rest == 0:
        return str(whole)
    frac = f"{rest}/{value.denominator}"
    return f"{whole} {frac}" if whole else frac
