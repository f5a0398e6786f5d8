from textkit import tokenize


def test_integers_and_operators():
    assert tokenize("1 + 23") == [1, "+", 23]


def test_floats():
    assert tokenize("3.5*2") == [3.5, "*", 2]


def test_parentheses():
    assert tokenize("(1-2)") == ["(", 1, "-", 2, ")"]
