from datetime import date

from loans.dates import days_late, due_date


def test_due_date():
    assert due_date(date(2026, 3, 1)) == date(2026, 3, 22)


def test_days_late_returned_early():
    assert days_late(date(2026, 3, 10), date(2026, 3, 8)) == 0


def test_days_late():
    assert days_late(date(2026, 3, 10), date(2026, 3, 13)) == 3
