import pytest

from shortnum import abbreviate


@pytest.mark.parametrize(
    "n, label",
    [
        (999, "999"),
        (1_000, "1K"),
        (999_999, "1M"),
        (999_999_999, "1B"),
    ],
)
def test_boundaries(n, label):
    assert abbreviate(n) == label
