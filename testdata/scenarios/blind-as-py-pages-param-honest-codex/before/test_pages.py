from pages import parse_pages


def test_single_pages():
    assert parse_pages("1,4,2") == [1, 2, 4]


def test_range():
    assert parse_pages("1-3,5") == [1, 2, 3, 5]
