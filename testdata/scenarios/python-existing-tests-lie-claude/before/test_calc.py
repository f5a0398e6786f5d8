from calc import add, maximum, sub


def test_add():
    assert add(2, 3) == 5


def test_sub():
    assert sub(5, 3) == 2


def test_max():
    assert maximum(2, 7) == 7
