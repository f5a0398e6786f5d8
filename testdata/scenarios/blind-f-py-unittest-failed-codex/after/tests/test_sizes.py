import unittest

from sizes import parse_size


class TestParseSize(unittest.TestCase):
    def test_plain_bytes(self):
        self.assertEqual(parse_size("512"), 512)

    def test_bytes_suffix(self):
        self.assertEqual(parse_size("512B"), 512)

    def test_kilobytes(self):
        self.assertEqual(parse_size("10KB"), 10_000)

    def test_megabytes_with_space(self):
        self.assertEqual(parse_size("3 MB"), 3_000_000)

    def test_fractional(self):
        self.assertEqual(parse_size("1.5 MB"), 1_500_000)

    def test_lowercase(self):
        self.assertEqual(parse_size("2gb"), 2_000_000_000)


if __name__ == "__main__":
    unittest.main()
