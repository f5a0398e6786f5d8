import unittest
from fractions import Fraction

from recipes.scale import scale, scale_recipe, total_grams


class ScaleTest(unittest.TestCase):
    def test_scale_fraction(self):
        self.assertEqual(scale("1/2", 3), Fraction(3, 2))

    def test_scale_recipe_doubles(self):
        out = scale_recipe([("flour", 200, "g")], 2, 4)
        self.assertEqual(out, [("flour", Fraction(400), "g")])

    def test_total_grams(self):
        self.assertAlmostEqual(total_grams([("flour", 1, "kg"), ("butter", 2, "oz")]), 1056.7)


if __name__ == "__main__":
    unittest.main()
