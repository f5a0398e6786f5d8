"""Weekly timesheets: shift hours, overtime and pay."""

WEEKLY_LIMIT = 40.0
OVERTIME_RATE = 1.5


def round_quarter(hours):
    """Round hours to the nearest quarter hour (payroll's rule)."""
    return round(hours * 4, 2) / 4


def shift_hours(start, end):
    """Hours between "HH:MM" start and end; a shift past midnight wraps."""
    sh, sm = map(int, start.split(":"))
    eh, em = map(int, end.split(":"))
    minutes = (eh * 60 + em) - (sh * 60 + sm)
    if minutes < 0:
        minutes += 24 * 60
    return minutes / 60


def split_overtime(total):
    """Return (regular, overtime) hours of a week's total."""
    regular = min(total, WEEKLY_LIMIT)
    return regular, total - regular


def weekly_pay(shifts, rate):
    """Pay for a week of (start, end) shifts at an hourly rate."""
    total = round_quarter(sum(shift_hours(s, e) for s, e in shifts))
    regular, overtime = split_overtime(total)
    return regular * rate + overtime * rate * OVERTIME_RATE
