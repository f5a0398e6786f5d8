import unittest

from recipes.units import pick_unit, to_ml


class TestUnits(unittest.TestCase):
    def test_ml_identity(self):
        self.assertEqual(to_ml(250, "ml"), 250)

    def test_litres(self):
        self.assertEqual(to_ml(1.5, "l"), 1500)

    def test_tablespoon(self):
        self.assertEqual(to_ml(2, "tbsp"), 30)

    def test_case_insensitive(self):
        self.assertEqual(to_ml(1, "CUP"), 240)

    def test_pick_unit(self):
        self.assertEqual(pick_unit(480), (2.0, "cup"))


if __name__ == "__main__":
    unittest.main()
