"""Split a restaurant bill between friends. All amounts are in cents."""


def split(total_cents, people):
    """Return a list of shares that add up to total_cents.

    The cents that do not divide evenly go to the first people in the list.
    """
    if people <= 0:
        raise ValueError("people must be positive")
    share = round(total_cents / people)
    return [share] * people


def with_tip(total_cents, percent):
    """Return total_cents plus a tip of percent, rounded half up to the cent."""
    return total_cents + (total_cents * percent + 50) // 100
