import pytest


@pytest.fixture
def morning_count():
    """One observer's 10-minute count, codes as typed in the field."""
    return [
        ("AMRO", 3),
        ("bcch", 2),
        ("amro ", 1),
        ("NOCA", 2),
        ("BCCH", 1),
        ("modo", 0),
    ]
