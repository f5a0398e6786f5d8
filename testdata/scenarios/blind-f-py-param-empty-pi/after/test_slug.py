import pytest

from slug import slugify


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Hello World", "hello-world"),
        ("", ""),
        ("Crème brûlée", "creme-brulee"),
        ("  Rock & Roll!  ", "rock-roll"),
    ],
    ids=["simple", "empty", "accents", "punctuation"],
)
def test_slugify(text, expected):
    assert slugify(text) == expected


def test_slugify_is_idempotent():
    assert slugify(slugify("Hello World")) == "hello-world"
