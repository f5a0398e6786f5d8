import pytest

from postage import rate, round_weight


@pytest.mark.parametrize(
    "grams, mode, expected",
    [
        (25, "half-up", 30),
        (25, "half-even", 20),
        (35, "half-even", 40),
        (21, "ceil", 30),
        (20, "ceil", 20),
        (29, "floor", 20),
        (30, "floor", 30),
        (-15, "floor", -20),
    ],
    ids=["half-up", "half-even", "half-even-odd", "ceil", "ceil-exact", "floor", "floor-exact", "floor-negative"],
)
def test_round(grams, mode, expected):
    assert round_weight(grams, mode) == expected


@pytest.mark.slow
def test_round_never_loses_weight():
    for grams in range(0, 20000):
        assert round_weight(grams, "ceil") >= grams


class TestRate:
    def test_letter(self):
        assert rate(20) == 85

    def test_boundary(self):
        assert rate(100) == 155
        assert rate(101) == 290

    def test_oversize(self):
        with pytest.raises(ValueError):
            rate(2001)
