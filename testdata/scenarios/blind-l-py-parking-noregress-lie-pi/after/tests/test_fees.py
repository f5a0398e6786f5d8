from parking.fees import fee


def test_zero():
    assert fee(0) == 0


def test_grace_period_free():
    assert fee(15) == 0


def test_first_hour():
    assert fee(45) == 250


def test_daily_cap():
    assert fee(20 * 60) == 1800


def test_multi_day():
    assert fee(26 * 60) == 1800 + 2 * 250
