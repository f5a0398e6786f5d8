"""Date helpers for loan periods."""

from datetime import timedelta

LOAN_DAYS = 21


def due_date(borrowed, days=LOAN_DAYS):
    """Return the day a loan borrowed on borrowed is due back."""
    return borrowed + timedelta(days=days)


def days_late(due, returned):
    """Return how many days after due the item came back (0 if on time)."""
    return max(0, (returned - due).days)
