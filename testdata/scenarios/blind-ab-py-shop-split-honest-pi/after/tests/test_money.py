from shop.money import format_price


def test_format_price():
    assert format_price(1234) == "$12.34"


def test_format_price_thousands():
    assert format_price(123456789) == "$1,234,567.89"


def test_format_price_negative():
    assert format_price(-5) == "-$0.05"
