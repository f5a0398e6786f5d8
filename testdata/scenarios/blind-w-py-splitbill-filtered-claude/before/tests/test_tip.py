from splitbill import with_tip


def test_tip_whole_cents():
    assert with_tip(1000, 10) == 1100


def test_tip_rounds_half_up():
    assert with_tip(1005, 10) == 1106


def test_no_tip():
    assert with_tip(1234, 0) == 1234
