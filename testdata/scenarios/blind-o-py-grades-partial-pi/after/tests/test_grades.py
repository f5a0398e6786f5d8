from gradebook.grades import letter


def test_middle_of_band():
    assert letter(85) == "B"
    assert letter(72) == "C"


def test_cutoff_scores():
    assert letter(90) == "A"
    assert letter(80) == "B"
    assert letter(70) == "C"
    assert letter(60) == "D"


def test_failing():
    assert letter(59) == "F"
    assert letter(0) == "F"


def test_perfect():
    assert letter(100) == "A"
