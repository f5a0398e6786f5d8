import pytest

from sprinkler import should_skip, weekly_plan, zone_minutes


def test_zone_minutes_basic():
    assert zone_minutes(10, 4, 5) == 12.5


def test_zone_minutes_rejects_zero_flow():
    with pytest.raises(ValueError):
        zone_minutes(10, 0, 5)


def test_skip_below_threshold():
    assert not should_skip(2.0)


def test_skip_at_threshold():
    assert should_skip(5.0)


def test_weekly_plan_dry():
    zones = [{"name": "lawn", "area": 20, "flow": 8, "target": 6}]
    assert weekly_plan(zones, 0.0) == {"lawn": 15.0}


def test_weekly_plan_rainy():
    zones = [{"name": "lawn", "area": 20, "flow": 8, "target": 6}]
    assert weekly_plan(zones, 7.5) == {"lawn": 0}
