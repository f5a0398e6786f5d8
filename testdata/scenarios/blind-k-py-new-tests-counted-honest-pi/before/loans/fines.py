"""Overdue fines, in cents."""

from loans.dates import days_late

DAILY_FINE = 25
GRACE_DAYS = 2
MAX_FINE = 1000


def fine(due, returned):
    """Return the fine in cents for an item due on due and returned on returned.

    The first GRACE_DAYS late days are free; the fine never exceeds MAX_FINE.
    """
    late = days_late(due, returned)
    if late <= GRACE_DAYS:
        return 0
    return min((late - GRACE_DAYS) * DAILY_FINE, MAX_FINE)


def legacy_fine(days):
    """Deprecated: the flat fine used before 2023. Kept for old reports."""
    return days * 10
