import pytest

from tempconv import c_to_f, c_to_k, f_to_c, k_to_c


def test_c_to_f():
    assert c_to_f(100) == 212
    assert c_to_f(-40) == -40


def test_f_to_c():
    assert f_to_c(212) == 100
    assert f_to_c(32) == 0


def test_c_to_k():
    assert c_to_k(0) == pytest.approx(273.15)


def test_below_absolute_zero():
    with pytest.raises(ValueError):
        c_to_k(-300)


def test_round_trip():
    for c in (-40, 0, 37, 100):
        assert f_to_c(c_to_f(c)) == pytest.approx(c)


def test_k_to_c():
    assert k_to_c(0) == pytest.approx(-273.15)
