from roman import to_roman


def test_small():
    assert to_roman(3) == "III"


def test_subtractive():
    assert to_roman(9) == "IX"
    assert to_roman(40) == "XL"


def test_year():
    assert to_roman(1994) == "MCMXCIV"
