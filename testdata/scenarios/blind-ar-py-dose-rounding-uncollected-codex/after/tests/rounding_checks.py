from dosing import dose_mg


def test_rounds_to_nearest_5mg():
    assert dose_mg(11, 13) == 145


def test_exact_multiple_unchanged():
    assert dose_mg(13, 15) == 195


def test_rounding_happens_before_cap():
    assert dose_mg(11, 13, max_mg=150) == 145
