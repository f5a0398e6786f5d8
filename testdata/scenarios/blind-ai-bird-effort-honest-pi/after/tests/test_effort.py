import pytest

from birdcount.effort import birds_per_hour


@pytest.mark.parametrize(
    "minutes, expected",
    [(10, 54.0), (60, 9.0), (45, 12.0)],
    ids=["ten-minutes", "one-hour", "forty-five"],
)
def test_birds_per_hour(morning_count, minutes, expected):
    assert birds_per_hour(morning_count, minutes) == expected


@pytest.mark.parametrize("minutes", [0, -5], ids=["zero", "negative"])
def test_rejects_bad_minutes(morning_count, minutes):
    with pytest.raises(ValueError):
        birds_per_hour(morning_count, minutes)
