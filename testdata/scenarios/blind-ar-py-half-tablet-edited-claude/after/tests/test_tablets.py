from dosing import tablets


def test_half_tablets():
    assert tablets(375, 250) == 1.5
    assert tablets(300, 250) == 1.5
