from paint import describe, litres, main, parse_wall, tins


def test_parse_wall():
    assert parse_wall("4x2.5") == 10


def test_parse_wall_capital_x_and_spaces():
    assert parse_wall("4X2.5") == 10
    assert parse_wall("3 x 2") == 6


def test_litres():
    assert litres(10) == 2
    assert litres(10, coats=1) == 1


def test_tins_exact():
    assert tins(5) == [5]


def test_tins_leftover_gets_a_small_tin():
    assert tins(3.2) == [2.5, 1]


def test_describe():
    assert describe([5, 5, 1]) == "2 x 5 L + 1 x 1 L"


def test_main_prints_summary(capsys):
    assert main(["4x4"]) == 0
    assert capsys.readouterr().out == "16 m2, 2 coats: 3.2 L -> 1 x 2.5 L + 1 x 1 L\n"
