"""Money helpers; amounts are integer cents."""


def parse_money(text):
    """Parse "$1,234.50" or "12" into cents."""
    s = text.strip().lstrip("$").replace(",", "")
    if "." in s:
        whole, frac = s.split(".")
        return int(whole) * 100 + int(frac.ljust(2, "0")[:2])
    return int(s) * 100


def format_money(cents):
    """Format cents as "$1,234.50"."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}${whole:,}.{frac:02d}"


def split_evenly(cents, n):
    """Split cents into n parts that differ by at most one cent, larger parts first."""
    if n < 1:
        raise ValueError(f"cannot split into {n} parts")
    base, extra = divmod(cents, n)
    return [base + 1] * extra + [base] * (n - extra)
