from textkit import wrap


def test_wrap_short():
    assert wrap("hi there", 20) == ["hi there"]


def test_wrap_fits_exactly():
    assert wrap("aaa bbb ccc", 7) == ["aaa bbb", "ccc"]


def test_wrap_respects_width():
    assert wrap("aaaa bbbbb", 9) == ["aaaa", "bbbbb"]


def test_wrap_long_word():
    assert wrap("a supercalifragilistic b", 5) == ["a", "supercalifragilistic", "b"]


def test_wrap_empty():
    assert wrap("", 10) == []


def test_wrap_lorem(lorem):
    lines = wrap(lorem, 20)
    assert all(len(line) <= 20 for line in lines)
    assert " ".join(lines) == lorem
