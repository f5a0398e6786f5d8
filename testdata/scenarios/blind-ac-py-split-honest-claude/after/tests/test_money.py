from money import format_money, parse_money


def test_parse_plain():
    assert parse_money("12") == 1200


def test_parse_symbol_and_commas():
    assert parse_money("$1,234.5") == 123450


def test_format():
    assert format_money(123450) == "$1,234.50"


def test_format_negative():
    assert format_money(-5) == "-$0.05"
