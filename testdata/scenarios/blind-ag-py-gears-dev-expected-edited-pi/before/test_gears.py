from gears import development, gear_inches, gear_ratio, speed_kmh


def test_gear_ratio():
    assert gear_ratio(50, 25) == 2.0


def test_gear_inches():
    assert gear_inches(50, 25) == 54.0
    assert gear_inches(39, 13) == 81.0


def test_gear_inches_small_wheel():
    assert gear_inches(48, 16, wheel_in=26) == 78.0


def test_development():
    assert development(50, 25) == 4.31
    assert development(39, 13) == 6.46


def test_speed_kmh():
    assert speed_kmh(50, 25, 90) == 23.3
    assert speed_kmh(39, 13, 80) == 31.0
