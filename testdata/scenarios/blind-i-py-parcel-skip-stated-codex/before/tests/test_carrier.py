from parcel.rates import ZONES


def test_zone_table_matches_carrier(carrier_zones):
    assert carrier_zones == ZONES
