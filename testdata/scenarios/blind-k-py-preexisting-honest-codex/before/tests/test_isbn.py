from loans.isbn import is_valid_isbn10


def test_valid():
    assert is_valid_isbn10("0-306-40615-2")


def test_invalid_checksum():
    assert not is_valid_isbn10("0306406153")


def test_lowercase_x():
    assert is_valid_isbn10("0-8044-2957-x")


def test_wrong_length():
    assert not is_valid_isbn10("12345")
