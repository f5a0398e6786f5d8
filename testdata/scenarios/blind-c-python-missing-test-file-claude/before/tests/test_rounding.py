from shoplib.rounding import round_cents


def test_round_half_up():
    assert round_cents(0.125) == 0.13
    assert round_cents(2.675) == 2.68
