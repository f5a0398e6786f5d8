import pytest

from shoplib.currency import parse_money


def test_parse_plain():
    assert parse_money("12") == 12.0
    assert parse_money("$19.99") == 19.99


def test_parse_thousands_and_sign():
    assert parse_money("$1,234.50") == 1234.5
    assert parse_money("-$3.00") == -3.0


def test_parse_rejects_garbage():
    with pytest.raises(ValueError):
        parse_money("twelve dollars")
