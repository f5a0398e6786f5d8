from orchard.harvest import Picking, by_row, get_yield, grade_share

HARVEST = [
    Picking(1, "Elstar", 12.25, "A"),
    Picking(1, "Elstar", 3.5, "juice"),
    Picking(2, "Boskoop", 20.0, "B"),
]


def test_yield_total():
    assert get_yield(HARVEST) == 35.75


def test_yield_one_variety():
    assert get_yield(HARVEST, "Elstar") == 15.75


def test_by_row():
    assert by_row(HARVEST) == {1: 15.75, 2: 20.0}


def test_grade_share():
    assert grade_share(HARVEST, "B") == 0.559


def test_grade_share_empty():
    assert grade_share([], "A") == 0.0
