"""Prices for the farm shop."""

from orchard.harvest import get_yield

PRICE_PER_KILO = {"A": 3.20, "B": 2.10, "juice": 0.45}


def crate_value(pickings):
    """Value of a harvest at farm-shop prices, in euros."""
    return round(sum(p.kilos * PRICE_PER_KILO[p.grade] for p in pickings), 2)


def average_price(pickings):
    """Average price per kilo of a harvest."""
    kilos = get_yield(pickings)
    if not kilos:
        return 0.0
    return round(crate_value(pickings) / kilos, 2)
