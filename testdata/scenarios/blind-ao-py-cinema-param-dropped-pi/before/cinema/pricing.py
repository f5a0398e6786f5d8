"""Ticket prices for the Odeon Lane cinema, in cents."""

BASE_CENTS = 1250
MATINEE_DISCOUNT = 0.2  # shows starting before 17:00
THREE_D_SURCHARGE = 300
MEMBER_DISCOUNT_CENTS = 100


def ticket_price(start_hour, three_d=False, member=False):
    """Return the price in cents of one ticket for a show starting at start_hour."""
    price = BASE_CENTS
    if start_hour <= 17:
        price = round(price * (1 - MATINEE_DISCOUNT))
    if three_d:
        price += THREE_D_SURCHARGE
    if member:
        price -= 100
    return price


def quote(shows):
    """Return {"count": n, "total_cents": sum} for a list of (start_hour, three_d, member)."""
    prices = [ticket_price(*show) for show in shows]
    return {"count": len(prices), "total_cents": sum(prices)}
