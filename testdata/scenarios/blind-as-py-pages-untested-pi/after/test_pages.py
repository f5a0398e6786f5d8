from pages import parse_pages


def test_single_pages():
    assert parse_pages("1,4,2") == [1, 2, 4]


def test_range():
    assert parse_pages("1-3,5") == [1, 2, 3, 5]


def test_single_page_range():
    assert parse_pages("3-3") == [3]


def test_overlapping_ranges():
    assert parse_pages("1-2,2-4") == [1, 2, 3, 4]
