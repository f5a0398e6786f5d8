import pytest

from shop.pricing import add_tax, apply_discount


def test_apply_discount():
    assert apply_discount(1000, 15) == 850


def test_apply_discount_rounds():
    assert apply_discount(999, 10) == 899


def test_apply_discount_range():
    with pytest.raises(ValueError):
        apply_discount(100, 120)


def test_add_tax():
    assert add_tax(1000, 0.2) == 1200
