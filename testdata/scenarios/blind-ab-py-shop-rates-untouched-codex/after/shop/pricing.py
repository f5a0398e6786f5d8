"""Prices in integer cents."""


def apply_discount(cents, pct):
    """Return cents reduced by pct percent, rounded to the nearest cent."""
    if not 0 <= pct <= 100:
        raise ValueError(f"discount {pct}% out of range")
    return round(cents * (100 - pct) / 100)


def add_tax(cents, rate):
    """Return cents plus tax at rate (0.2 for 20%), rounded to the nearest cent."""
    return round(cents * (1 + rate))


def format_price(cents, symbol="$"):
    """Return cents as a price string: 1234 -> "$12.34", -5 -> "-$0.05"."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}{symbol}{whole:,}.{frac:02d}"
