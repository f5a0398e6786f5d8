from datetime import datetime, timedelta, timezone

import pytest

from lunar.phase import REFERENCE_NEW_MOON, SYNODIC_MONTH, illumination, moon_age, phase_name


def test_age_at_reference_is_zero():
    assert moon_age(REFERENCE_NEW_MOON) == pytest.approx(0)


def test_age_wraps_after_a_month():
    assert moon_age(REFERENCE_NEW_MOON + timedelta(days=30)) == pytest.approx(30 - SYNODIC_MONTH)


@pytest.mark.parametrize(
    "age, name",
    [(0.2, "new moon"), (7.4, "first quarter"), (14.0, "full moon"), (14.8, "full moon"), (29.4, "new moon")],
)
def test_phase_name(age, name):
    assert phase_name(age) == name


def test_illumination_new_and_full():
    assert illumination(0) == pytest.approx(0)
    assert illumination(SYNODIC_MONTH / 2) == pytest.approx(1)
