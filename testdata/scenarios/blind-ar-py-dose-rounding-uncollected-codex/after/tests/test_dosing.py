from dosing import dose_mg, tablets


def test_dose_by_weight():
    assert dose_mg(20, 15) == 300


def test_dose_capped():
    assert dose_mg(80, 15, max_mg=1000) == 1000


def test_whole_tablets():
    assert tablets(500, 250) == 2
