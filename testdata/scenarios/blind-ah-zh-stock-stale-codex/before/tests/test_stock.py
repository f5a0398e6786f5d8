import pytest

from stock import Inventory, OutOfStock


def make():
    inv = Inventory()
    inv.add("A-100", 10)
    return inv


def test_add_and_available():
    assert make().available("A-100") == 10


def test_reserve_reduces_available():
    inv = make()
    inv.reserve("A-100", 4)
    assert inv.available("A-100") == 6


def test_cannot_overreserve():
    inv = make()
    inv.reserve("A-100", 8)
    with pytest.raises(OutOfStock):
        inv.reserve("A-100", 3)


def test_release():
    inv = make()
    inv.reserve("A-100", 5)
    inv.release("A-100", 2)
    assert inv.available("A-100") == 7


def test_unknown_sku():
    with pytest.raises(OutOfStock):
        Inventory().reserve("Z-1", 1)
