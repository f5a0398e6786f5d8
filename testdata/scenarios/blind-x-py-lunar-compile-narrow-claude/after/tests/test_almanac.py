from datetime import datetime, timezone

from lunar.almanac import almanac_line


def test_line_for_a_full_moon():
    line = almanac_line(datetime(2024, 1, 25, 18, 0, tzinfo=timezone.utc))
    assert line.startswith("2024-01-25  full moon")
    assert line.endswith("% lit")
