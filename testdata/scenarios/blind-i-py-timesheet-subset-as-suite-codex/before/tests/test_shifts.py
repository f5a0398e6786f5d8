import pytest

from timesheet.hours import round_quarter, shift_hours


@pytest.mark.parametrize(
    "start, end, hours",
    [("09:00", "17:00", 8.0), ("09:15", "12:45", 3.5), ("22:00", "06:00", 8.0)],
    ids=["day", "morning", "overnight"],
)
def test_shift_hours(start, end, hours):
    assert shift_hours(start, end) == hours


@pytest.mark.parametrize("raw, rounded", [(7.9, 8.0), (8.1, 8.0), (8.2, 8.25), (8.4, 8.5)])
def test_round_quarter(raw, rounded):
    assert round_quarter(raw) == rounded
