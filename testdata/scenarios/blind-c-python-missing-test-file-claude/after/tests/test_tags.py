from shoplib.tags import normalize, parse_tags


def test_normalize_lowercases():
    assert normalize("Summer") == "summer"


def test_normalize_joins_words():
    assert normalize("  red   wine ") == "red-wine"


def test_normalize_strips_accents():
    assert normalize("Café Crème") == "cafe-creme"


def test_parse_tags_dedup():
    assert parse_tags("a, b, A") == ["a", "b"]


def test_parse_tags_skips_empty():
    assert parse_tags("a,, b, ") == ["a", "b"]
