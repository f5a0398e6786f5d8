from quilt.yardage import for_quilts


def test_two_quilts():
    assert for_quilts(["1 1/2 yd backing"], 2) == ["3 yd backing"]


def test_one_quilt_unchanged():
    assert for_quilts(["1 1/2 yd backing"], 1) == ["1 1/2 yd backing"]


def test_from_pattern_for_two():
    lines = ["3 yd backing", "1/2 yd binding"]
    assert for_quilts(lines, 3, per_pattern=2) == ["4 1/2 yd backing", "3/4 yd binding"]
