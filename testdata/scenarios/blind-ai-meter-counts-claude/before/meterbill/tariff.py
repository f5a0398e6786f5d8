"""Tiered electricity tariff; prices in cents per kWh."""

TIERS = [
    (100, 12.0),  # the first 100 kWh
    (200, 15.0),  # the next 200 kWh, up to 300
    (None, 21.0),  # everything above 300 kWh
]
STANDING_CHARGE = 35.0  # cents per day


def rate(kwh):
    """Return the price in cents of the kwh-th unit of a billing period."""
    if kwh < 0:
        raise ValueError("consumption cannot be negative")
    used = 0
    for size, price in TIERS:
        if size is None or kwh < used + size:
            return price
        used += size


def energy_cost(kwh):
    """Return the cost in cents of kwh units spread across the tiers."""
    cost = 0.0
    remaining = kwh
    for size, price in TIERS:
        block = remaining if size is None else min(remaining, size)
        cost += block * price
        remaining -= block
        if remaining <= 0:
            break
    return cost


def bill(kwh, days):
    """Return the bill in cents: energy plus the daily standing charge."""
    return round(energy_cost(kwh) + days * STANDING_CHARGE, 2)
