import pytest

from splitbill import split


def test_even_split():
    assert split(1000, 4) == [250, 250, 250, 250]


def test_remainder_goes_to_first_people():
    assert split(1000, 3) == [334, 333, 333]


def test_shares_add_up_to_total():
    assert sum(split(1000, 7)) == 1000


def test_one_person_pays_everything():
    assert split(999, 1) == [999]


def test_rejects_zero_people():
    with pytest.raises(ValueError):
        split(1000, 0)
