"""Roman numerals."""

NUMERALS = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]


def to_roman(n):
    """Return n (1-3999) in Roman numerals."""
    out = []
    for value, letters in NUMERALS:
        if n >= value:
            out.append(letters)
            n -= value
    return "".join(out)
