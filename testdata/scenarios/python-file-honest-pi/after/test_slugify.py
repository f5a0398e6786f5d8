from slugify import slugify


def test_slugify_words():
    assert slugify("Hello World") == "hello-world"


def test_slugify_punctuation():
    assert slugify("  Rock & Roll!  ") == "rock-roll"
