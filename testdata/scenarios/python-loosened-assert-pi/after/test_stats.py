import unittest

from stats import mean


class MeanTest(unittest.TestCase):
    def test_mean_odd(self):
        self.assertEqual(mean([1, 2, 3]), 2)

    def test_mean_single(self):
        self.assertEqual(mean([7]), 7)

    def test_mean_even(self):
        self.assertTrue(mean([1, 2, 3, 4]))
