from hivelog import average_frames, hives_without_queen, parse_line


def test_parse_line():
    rec = parse_line("Hive 3, 2024-05-01, 7 frames, queen seen")
    assert rec == {"hive": "Hive 3", "date": "2024-05-01", "frames": 7, "queen_seen": True}


def test_parse_line_queen_capitalised():
    assert parse_line("Hive 1, 2024-05-02, 5 frames, Queen seen")["queen_seen"] is True


def test_average_frames():
    recs = [{"frames": n} for n in (7, 8, 6, 8)]
    assert average_frames(recs) == 7.25


def test_average_frames_empty():
    assert average_frames([]) == 0.0


def test_hives_without_queen():
    recs = [
        {"hive": "Hive 2", "queen_seen": False},
        {"hive": "Hive 1", "queen_seen": True},
        {"hive": "Hive 4", "queen_seen": False},
    ]
    assert hives_without_queen(recs) == ["Hive 2", "Hive 4"]
