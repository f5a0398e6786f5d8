from textstats import mean_word_length, words


def test_words():
    assert words("a bb ccc") == ["a", "bb", "ccc"]


def test_mean_word_length():
    assert mean_word_length("a bb ccc") == 2
