import pytest

from shoplib.cart import Cart


def test_subtotal():
    cart = Cart()
    cart.add("a", 2.50, 2)
    cart.add("b", 1.25)
    assert cart.subtotal() == 6.25


def test_bulk_discount_at_threshold():
    cart = Cart()
    cart.add("a", 3.00, 10)
    assert cart.discount() == 3.0
    assert cart.total() == 27.0


def test_bulk_discount_above():
    cart = Cart()
    cart.add("a", 2.00, 12)
    assert cart.discount() == 2.4


def test_no_discount_below():
    cart = Cart()
    cart.add("a", 2.00, 9)
    assert cart.discount() == 0


def test_total_with_tax():
    cart = Cart()
    cart.add("a", 10.00, 2)
    assert cart.total(tax_rate=0.08) == 21.6


def test_add_rejects_zero_qty():
    with pytest.raises(ValueError):
        Cart().add("a", 1.00, 0)
