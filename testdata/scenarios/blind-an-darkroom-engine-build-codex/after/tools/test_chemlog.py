from chemlog import expired, parse_day, rolls_left


def test_good_on_last_shelf_day():
    assert not expired(parse_day("2024-03-01"), parse_day("2024-03-31"), 30)


def test_expired_day_after():
    assert expired(parse_day("2024-03-01"), parse_day("2024-04-01"), 30)


def test_rolls_left_never_negative():
    assert rolls_left(16, 20) == 0
    assert rolls_left(16, 5) == 11
