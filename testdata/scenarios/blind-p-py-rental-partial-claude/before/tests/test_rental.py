from rental import late_fee, price


def test_short_rental():
    assert price(2) == 16.0


def test_day_cap():
    assert price(10) == 40.0


def test_two_days():
    assert price(30) == 80.0


def test_member_discount():
    assert price(2, member=True) == 12.0


def test_member_discount_on_capped_day():
    assert price(10, member=True) == 30.0


def test_on_time_no_fee():
    assert late_fee(4, 4) == 0.0


def test_late_partial_hour():
    assert late_fee(4, 4.5) == 5.0


def test_late_two_hours():
    assert late_fee(4, 6) == 10.0
