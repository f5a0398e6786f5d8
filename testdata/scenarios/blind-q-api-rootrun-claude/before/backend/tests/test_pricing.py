import pytest

from fares.pricing import daily_total, ride_fare


def test_casual_short_ride():
    assert ride_fare(10) == 250


def test_partial_minutes_round_up():
    assert ride_fare(10.2) == 265


def test_member_free_half_hour():
    assert ride_fare(30, member=True) == 0


def test_member_after_free_period():
    assert ride_fare(42, member=True) == 180


def test_negative_minutes_rejected():
    with pytest.raises(ValueError):
        ride_fare(-1)


def test_day_pass_cap():
    assert daily_total([900, 800]) == 1500
