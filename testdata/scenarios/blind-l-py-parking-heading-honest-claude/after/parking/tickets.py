"""Tickets: entry and exit stamps to a fee."""

from datetime import datetime

from parking.fees import fee

FMT = "%Y-%m-%d %H:%M"


def minutes_between(entry, exit):
    """Whole minutes between two 'YYYY-MM-DD HH:MM' stamps."""
    delta = datetime.strptime(exit, FMT) - datetime.strptime(entry, FMT)
    return int(delta.total_seconds() // 60)


def charge(entry, exit):
    """Return the fee in cents for a ticket."""
    return fee(minutes_between(entry, exit))
