import unittest
from datetime import date

from wareki import to_wareki


class TestToWareki(unittest.TestCase):
    def test_reiwa(self):
        self.assertEqual(to_wareki(date(2024, 6, 1)), "令和6年")

    def test_heisei(self):
        self.assertEqual(to_wareki(date(2000, 1, 1)), "平成12年")

    def test_showa_last_day(self):
        self.assertEqual(to_wareki(date(1989, 1, 7)), "昭和64年")

    def test_era_starts_on_first_day(self):
        self.assertTrue(to_wareki(date(2019, 5, 1)).startswith("令和"))

    def test_gannen(self):
        self.assertEqual(to_wareki(date(2019, 12, 31)), "令和元年")

    def test_before_meiji(self):
        with self.assertRaises(ValueError):
            to_wareki(date(1800, 1, 1))


if __name__ == "__main__":
    unittest.main()
