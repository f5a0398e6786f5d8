import os

import pytest

from orchard.yields import expected_yield_kg


@pytest.mark.skip(reason="full-season simulation takes ~10 minutes; run by hand before a release")
def test_full_season_simulation():
    total = sum(expected_yield_kg(40, "dwarf", age) for age in range(1, 30))
    assert total > 0


@pytest.mark.skipif(not os.environ.get("ORCHARD_WEATHER_API"), reason="needs ORCHARD_WEATHER_API key")
def test_forecast_frost_nights():
    from orchard.weather import frost_nights  # optional module, talks to the API

    assert frost_nights("2026-04") >= 0
