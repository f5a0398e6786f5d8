import pytest

from shortnum import abbreviate


def test_thousands():
    assert abbreviate(1500) == "1.5K"


def test_millions():
    assert abbreviate(2_500_000) == "2.5M"


@pytest.mark.parametrize(
    "n, label",
    [
        (-1500, "-1.5K"),
        (-2_500_000, "-2.5M"),
        (-999, "-999"),
    ],
)
def test_negative(n, label):
    assert abbreviate(n) == label
