import pytest


@pytest.fixture
def sample_splits():
    """Four 50 m splits of a 200 m swim, in seconds."""
    return [31.2, 33.0, 33.4, 32.1]
