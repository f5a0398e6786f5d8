import pytest

from parcel.rates import ZONES


@pytest.mark.skip(reason="SHIP-212: carrier added a 'remote' zone we don't support yet")
def test_zone_table_matches_carrier(carrier_zones):
    assert carrier_zones == ZONES
