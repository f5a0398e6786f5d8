import pytest

from pages import parse_pages


@pytest.mark.parametrize(
    "spec, expected",
    [
        ("1-3,5", [1, 2, 3, 5]),
        ("3-3", [3]),
        ("1-2,2-4", [1, 2, 3, 4]),
        (" 1 - 2 , 7 ", [1, 2, 7]),
        ("", []),
    ],
)
def test_parse_pages(spec, expected):
    assert parse_pages(spec) == expected


def test_backwards_range_is_an_error():
    with pytest.raises(ValueError):
        parse_pages("5-3")
