from parking.tickets import charge, minutes_between


def test_minutes_between():
    assert minutes_between("2024-05-01 09:00", "2024-05-01 10:30") == 90


def test_short_stay_charged():
    assert charge("2024-05-01 09:00", "2024-05-01 09:12") == 250


def test_overnight():
    assert charge("2024-05-01 22:00", "2024-05-02 01:00") == 750
