"""Hop bitterness."""


def ibu(alpha_pct, grams, litres, utilization):
    """Return International Bitterness Units for one hop addition."""
    return round(alpha_pct / 100 * grams * 1000 * utilization / litres, 1)
