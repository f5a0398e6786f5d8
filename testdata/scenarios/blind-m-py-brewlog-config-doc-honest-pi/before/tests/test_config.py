import pytest

from brewlog.config import DEFAULTS, load


def test_defaults():
    assert load() == DEFAULTS


def test_override():
    assert load({"efficiency": 0.8})["efficiency"] == 0.8


def test_unknown_key_rejected():
    with pytest.raises(KeyError):
        load({"mash_temp": 66})
