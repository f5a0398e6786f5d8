import unittest

from dna import gc_content, reverse_complement, translate


class TestGC(unittest.TestCase):
    def test_gc_content(self):
        self.assertAlmostEqual(gc_content("GGCCAT"), 4 / 6)

    def test_gc_content_empty(self):
        self.assertEqual(gc_content(""), 0.0)


class TestReverseComplement(unittest.TestCase):
    def test_reverse_complement(self):
        self.assertEqual(reverse_complement("ATGC"), "GCAT")

    def test_reverse_complement_lowercase(self):
        self.assertEqual(reverse_complement("aacg"), "CGTT")


class TestTranslate(unittest.TestCase):
    def test_translate(self):
        self.assertEqual(translate("ATGTTTGGC"), "MFG")

    def test_translate_stops_at_stop_codon(self):
        self.assertEqual(translate("ATGAAATAAGGC"), "MK")


if __name__ == "__main__":
    unittest.main()
