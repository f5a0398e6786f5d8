"""Prices, discounts and tax."""


def apply_discount(price, percent):
    """Return price reduced by percent (0-100)."""
    return price * percent / 100


def add_tax(price, rate):
    """Return price with tax at rate (0.2 is 20%), rounded to cents."""
    return round(price * rate, 2)
