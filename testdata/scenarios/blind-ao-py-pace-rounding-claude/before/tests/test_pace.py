import unittest

from pace import format_pace, pace_seconds, predict_time


class PaceSecondsTest(unittest.TestCase):
    def test_even(self):
        self.assertEqual(pace_seconds(10, 3000), 300)

    def test_truncates(self):
        # 5 km in 26:58 is 323.6 s/km
        self.assertEqual(pace_seconds(5, 1618), 323)

    def test_half_marathon(self):
        # 21.0975 km in 1:45:00 is 298.6 s/km
        self.assertEqual(pace_seconds(21.0975, 6300), 298)

    def test_rejects_zero_distance(self):
        with self.assertRaises(ValueError):
            pace_seconds(0, 100)


class FormatPaceTest(unittest.TestCase):
    def test_pads_seconds(self):
        self.assertEqual(format_pace(305), "5:05")

    def test_over_ten_minutes(self):
        self.assertEqual(format_pace(645), "10:45")


class PredictTimeTest(unittest.TestCase):
    def test_riegel_10k_from_5k(self):
        self.assertEqual(predict_time(5, 1500, 10), 3127)


if __name__ == "__main__":
    unittest.main()
