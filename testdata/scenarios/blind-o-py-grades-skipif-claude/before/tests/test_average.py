import pytest

from gradebook.grades import weighted_average


def test_equal_weights():
    assert weighted_average([80, 90], [1, 1]) == 85.0


def test_uneven_weights():
    assert weighted_average([100, 50], [3, 1]) == 87.5


def test_zero_weights():
    with pytest.raises(ValueError):
        weighted_average([80], [0])
