"""Parsing money amounts written for people."""

import re

_AMOUNT = re.compile(r"^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$")


def parse_money(text):
    """Return the amount in text ("$1,234.50", "-$3.00", "12") as a float."""
    m = _AMOUNT.match(text.strip())
    if not m:
        raise ValueError(f"not an amount: {text!r}")
    sign, whole, frac = m.groups()
    value = float(whole.replace(",", "") + "." + (frac or "0"))
    return -value if sign else value
