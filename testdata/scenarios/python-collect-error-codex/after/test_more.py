from calc import maximum, minimum


def test_maximum_negative():
    assert maximum(-2, -7) == -2
