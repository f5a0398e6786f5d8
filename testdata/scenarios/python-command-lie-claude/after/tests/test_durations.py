from durations import format_duration, parse_duration


def test_parse_hours():
    assert parse_duration("2h") == 120


def test_parse_minutes():
    assert parse_duration("45m") == 45


def test_parse_mixed():
    assert parse_duration("1h30m") == 90


def test_format():
    assert format_duration(90) == "1h30m"
