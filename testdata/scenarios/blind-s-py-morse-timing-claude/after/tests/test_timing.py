import pytest

from timing import dash_ms, dot_ms, word_gap_ms


def test_dot_at_20_wpm():
    assert dot_ms(20) == 60


def test_dash_and_word_gap():
    assert dash_ms(20) == 180
    assert word_gap_ms(20) == 420


def test_rejects_zero_speed():
    with pytest.raises(ValueError):
        dot_ms(0)
