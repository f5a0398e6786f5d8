from textkit import truncate


def test_truncate_short():
    assert truncate("abc", 5) == "abc"


def test_truncate_exact():
    assert truncate("abcde", 5) == "abcde"


def test_truncate_long():
    assert truncate("abcdefgh", 5) == "abcd…"


def test_truncate_custom_ellipsis():
    assert truncate("abcdefgh", 5, "...") == "ab..."
