"""Fabric needed to make several quilts of one pattern."""

from fractions import Fraction

from quilt.amount import format_amount, parse_amount


def scale_line(line, factor):
    """Scale "1 1/2 yd backing" by factor; the unit and name are kept."""
    words = line.split()
    n = 2 if len(words) > 1 and "/" in words[1] else 1
    amount = parse_amount(" ".join(words[:n]))
    return " ".join([format_amount(amount * factor)] + words[n:])


def for_quilts(lines, quilts, per_pattern=1):
    """Scale a pattern written for per_pattern quilts to make quilts of them."""
    factor = Fraction(quilts, per_pattern)
    return [scale_line(line, factor) for line in lines]
