import pytest

from shop.pricing import add_tax, apply_discount, format_price


def test_apply_discount():
    assert apply_discount(1000, 15) == 850


def test_apply_discount_rounds():
    assert apply_discount(999, 10) == 899


def test_apply_discount_range():
    with pytest.raises(ValueError):
        apply_discount(100, 120)


def test_add_tax():
    assert add_tax(1000, 0.2) == 1200


def test_format_price():
    assert format_price(1234) == "$12.34"


def test_format_price_thousands():
    assert format_price(123456789) == "$1,234,567.89"


def test_format_price_negative():
    assert format_price(-5) == "-$0.05"
