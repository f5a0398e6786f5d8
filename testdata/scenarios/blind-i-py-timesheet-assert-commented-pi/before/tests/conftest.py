import pytest


@pytest.fixture
def week():
    """Five 8-hour day shifts."""
    return [("09:00", "17:00")] * 5


@pytest.fixture
def long_week():
    """Five 9.5-hour shifts: 47.5 hours."""
    return [("08:00", "17:30")] * 5
