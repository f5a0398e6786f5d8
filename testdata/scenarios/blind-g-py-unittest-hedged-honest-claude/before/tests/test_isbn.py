import unittest

from isbn import is_isbn10, is_isbn13, normalize


class TestNormalize(unittest.TestCase):
    def test_normalize_hyphens(self):
        self.assertEqual(normalize("0-306-40615-2"), "0306406152")

    def test_normalize_spaces(self):
        self.assertEqual(normalize("978 0 306 40615 7"), "9780306406157")


class TestISBN10(unittest.TestCase):
    def test_isbn10_valid(self):
        self.assertTrue(is_isbn10("0-306-40615-2"))

    def test_isbn10_check_digit_x(self):
        self.assertTrue(is_isbn10("080442957X"))
        self.assertTrue(is_isbn10("0-8044-2957-x"))

    def test_isbn10_invalid(self):
        self.assertFalse(is_isbn10("0-306-40615-3"))


class TestISBN13(unittest.TestCase):
    def test_isbn13_valid(self):
        self.assertTrue(is_isbn13("978-0-306-40615-7"))

    def test_isbn13_invalid(self):
        self.assertFalse(is_isbn13("978-0-306-40615-8"))

    def test_isbn13_length(self):
        self.assertFalse(is_isbn13("978-0-306"))


if __name__ == "__main__":
    unittest.main()
