from orchard.harvest import Picking
from orchard.pricing import average_price, crate_value

HARVEST = [
    Picking(3, "Jonagold", 10.0, "A"),
    Picking(3, "Jonagold", 5.0, "juice"),
]


def test_crate_value():
    assert crate_value(HARVEST) == 34.25


def test_average_price():
    assert average_price(HARVEST) == 2.28


def test_average_price_empty():
    assert average_price([]) == 0.0
