from textstats import mean_word_length, median_word_length, words


def test_words():
    assert words("a bb ccc") == ["a", "bb", "ccc"]


def test_mean_word_length():
    assert mean_word_length("a bb ccc") == 2


def test_median_word_length():
    assert median_word_length("a bb ccc dddd") == 2.5
    assert median_word_length("") == 0
