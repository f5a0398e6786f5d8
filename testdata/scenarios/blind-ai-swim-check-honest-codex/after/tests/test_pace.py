import pytest

from swimlap.pace import pace_per_100


@pytest.mark.parametrize(
    "distance, seconds, expected",
    [
        pytest.param(100, 90, 90.0, id="100m"),
        pytest.param(50, 40, 80.0, id="50m"),
        pytest.param(150, 200, 133.33, id="150m"),
        pytest.param(400, 375, 93.75, id="400m"),
    ],
)
def test_pace_per_100(distance, seconds, expected):
    assert pace_per_100(distance, seconds) == pytest.approx(expected, abs=0.01)


def test_zero_distance():
    with pytest.raises(ValueError):
        pace_per_100(0, 30)
