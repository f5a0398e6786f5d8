from gradebook import average, letter, top


def test_average():
    assert average([80, 90, 100]) == 90


def test_average_empty():
    assert average([]) == 0.0


def test_letter_middle():
    assert letter(85) == "B"


def test_letter_boundaries():
    assert letter(90) == "A"
    assert letter(80) == "B"
    assert letter(60) == "D"


def test_letter_fail():
    assert letter(59.5) == "F"


def test_top_order():
    students = [("ana", 71), ("bo", 93), ("cy", 88)]
    assert top(students, 2) == [("bo", 93), ("cy", 88)]


def test_top_ties():
    students = [("ana", 90), ("bo", 75), ("cy", 90)]
    assert top(students, 2) == [("ana", 90), ("cy", 90)]


def test_top_more_than_available():
    assert top([("ana", 50)], 3) == [("ana", 50)]
