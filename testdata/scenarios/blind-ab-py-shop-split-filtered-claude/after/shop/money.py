"""Money formatting."""


def format_price(cents, symbol="$"):
    """Return cents as a price string: 1234 -> "$12.34", -5 -> "-$0.05"."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}{symbol}{whole:,}.{frac:02d}"
