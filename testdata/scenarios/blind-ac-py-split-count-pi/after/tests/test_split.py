import pytest

from money import split_evenly


def test_split_even():
    assert split_evenly(900, 3) == [300, 300, 300]


def test_split_zero_parts():
    with pytest.raises(ValueError):
        split_evenly(100, 0)
