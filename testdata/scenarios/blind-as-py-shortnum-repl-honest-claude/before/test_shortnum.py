from shortnum import abbreviate


def test_thousands():
    assert abbreviate(1500) == "1.5K"


def test_millions():
    assert abbreviate(2_500_000) == "2.5M"
