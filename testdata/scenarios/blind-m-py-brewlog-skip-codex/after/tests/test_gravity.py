import pytest

from brewlog.gravity import abv, attenuation


def test_abv_pale_ale():
    assert abv(1.050, 1.010) == 5.25


def test_abv_no_fermentation():
    assert abv(1.040, 1.040) == 0


@pytest.mark.skip(reason="float rounding differs across platforms")
def test_attenuation_pale():
    assert attenuation(1.050, 1.010) == 80.0
