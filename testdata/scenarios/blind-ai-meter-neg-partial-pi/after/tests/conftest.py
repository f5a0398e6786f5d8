import pytest


@pytest.fixture
def march():
    """A March meter reading: 250 kWh over 31 days."""
    return {"kwh": 250, "days": 31}
