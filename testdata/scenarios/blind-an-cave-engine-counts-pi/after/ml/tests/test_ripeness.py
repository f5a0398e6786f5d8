import unittest

from ripeness import label, score


class TestScore(unittest.TestCase):
    def test_young_wheel(self):
        self.assertEqual(score(90, 10, 5), 9)

    def test_score_is_clamped(self):
        self.assertEqual(score(0, 100, 400), 100)


class TestLabel(unittest.TestCase):
    def test_boundary_is_ready(self):
        self.assertEqual(label(80), "ready")

    def test_close_and_young(self):
        self.assertEqual(label(65), "close")
        self.assertEqual(label(20), "young")


if __name__ == "__main__":
    unittest.main()
