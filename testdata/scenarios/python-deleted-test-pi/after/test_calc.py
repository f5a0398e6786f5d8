from calc import maximum, sub


def test_sub():
    assert sub(5, 3) == 2


def test_max():
    assert maximum(2, 7) == 7
