import unittest

from recipes.scale import scale, to_grams


class TestScale(unittest.TestCase):
    def test_double(self):
        self.assertEqual(scale({"flour": (200, "g")}, 2, 4), {"flour": (400, "g")})

    def test_same(self):
        x = {"salt": (1, "tsp")}
        self.assertEqual(scale(x, 4, 4), x)

    def test_one_and_a_half(self):
        self.assertEqual(scale({"milk": (100, "ml")}, 4, 6), {"milk": (150.0, "ml")})

    def test_halve(self):
        self.assertEqual(scale({"eggs": (3, "")}, 4, 2), {"eggs": (1.5, "")})

    def test_to_grams_cup(self):
        self.assertEqual(to_grams(2, "cup"), 240)

    def test_to_grams_tbsp(self):
        self.assertEqual(to_grams(3, "TBSP"), 24)


if __name__ == "__main__":
    unittest.main()
