import json
import pathlib

import pytest

from parcel import rates

FIXTURES = pathlib.Path(__file__).parent / "fixtures"


@pytest.fixture
def zone_table():
    return dict(rates.ZONES)


@pytest.fixture
def carrier_zones():
    """The zone table the carrier publishes (a snapshot of their API)."""
    return json.loads((FIXTURES / "carrier_zones.json").read_text())
