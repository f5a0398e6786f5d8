from pricing import add_tax, apply_discount


def test_discount_none():
    assert apply_discount(100, 0) == 100


def test_discount_half():
    assert apply_discount(100, 50) == 50


def test_discount_quarter():
    assert apply_discount(80, 25) == 60


def test_discount_full():
    assert apply_discount(100, 100) == 0


def test_add_tax():
    assert add_tax(10, 0.2) == 12.0
