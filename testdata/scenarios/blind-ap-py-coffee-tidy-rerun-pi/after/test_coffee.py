from coffee import coffee_for, grams, main, parse_ratio, water_for


def test_parse_ratio():
    assert parse_ratio("1:16") == 16


def test_parse_ratio_fraction():
    assert parse_ratio("1:15.5") == 15.5


def test_water_for():
    assert water_for(18, "1:16") == 288


def test_coffee_for():
    assert coffee_for(500, "1:16") == 31.25


def test_grams_whole():
    assert grams(288) == "288 g"


def test_grams_round_hundreds():
    assert grams(300) == "300 g"


def test_grams_fraction():
    assert grams(31.25) == "31.2 g"


def test_cli_water(capsys):
    assert main(["coffee.py", "water", "18", "1:16"]) == 0
    assert capsys.readouterr().out == "18 g coffee -> 288 g water\n"
