from change import coin_count


def test_zero():
    assert coin_count(0) == 0


def test_mixed():
    assert coin_count(85) == 4


def test_large():
    assert coin_count(380) == 5
