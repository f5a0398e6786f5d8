import pytest

from timesheet.hours import split_overtime, weekly_pay


@pytest.mark.parametrize(
    "total, regular, overtime",
    [(38.0, 38.0, 0.0), (40.0, 40.0, 0.0), (46.5, 40.0, 6.5)],
)
def test_split_overtime(total, regular, overtime):
    assert split_overtime(total) == (regular, overtime)


def test_standard_week_pay(week):
    assert weekly_pay(week, 20.0) == 800.0


def test_long_week_pay(long_week):
    # 47.5 hours: 40 regular + 7.5 overtime at 1.5x
    assert weekly_pay(long_week, 20.0) == 1025.0
