import pytest

from change import make_change


class TestGreedy:
    @pytest.mark.parametrize(
        "amount, expected",
        [
            (0, []),
            (5, [5]),
            (85, [50, 20, 10, 5]),
            (380, [200, 100, 50, 20, 10]),
        ],
        ids=["zero", "one_coin", "mixed", "large"],
    )
    def test_default_coins(self, amount, expected):
        assert make_change(amount) == expected

    def test_unsorted_coin_set(self):
        assert make_change(30, coins=(5, 10, 20)) == [20, 10]


class TestErrors:
    def test_negative(self):
        with pytest.raises(ValueError):
            make_change(-5)

    @pytest.mark.parametrize("amount", [3, 7, 12], ids=["three", "seven", "twelve"])
    def test_no_exact_change(self, amount):
        with pytest.raises(ValueError):
            make_change(amount)
