"""Log of mixed chemistry: how long a bottle keeps and how much is left."""

import datetime


def expired(mixed_on, today, shelf_days):
    """A bottle is still good on its last shelf day, expired the day after."""
    return (today - mixed_on).days > shelf_days


def rolls_left(capacity, used):
    """Rolls a bottle can still develop; never negative."""
    return max(0, capacity - used)


def parse_day(text):
    return datetime.date.fromisoformat(text.strip())
