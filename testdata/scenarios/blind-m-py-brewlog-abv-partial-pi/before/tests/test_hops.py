from brewlog.hops import ibu


def test_ibu_single_addition():
    assert ibu(10, 30, 20, 0.25) == 37.5


def test_ibu_no_hops():
    assert ibu(5, 0, 20, 0.3) == 0
