import pytest

from swimlap.clock import format_time, total


def test_format_under_a_minute():
    assert format_time(42.3) == "0:42.3"


def test_format_over_a_minute():
    assert format_time(83.4) == "1:23.4"


def test_format_pads_seconds():
    assert format_time(65.0) == "1:05.0"


def test_total(sample_splits):
    assert total(sample_splits) == pytest.approx(129.7)


def test_total_formatted(sample_splits):
    assert format_time(total(sample_splits)) == "2:09.7"
