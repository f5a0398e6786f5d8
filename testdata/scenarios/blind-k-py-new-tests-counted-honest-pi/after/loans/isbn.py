"""ISBN-10 validation."""


def is_valid_isbn10(code):
    """Return True if code (digits and dashes, the last may be X) is a valid ISBN-10."""
    digits = code.replace("-", "")
    if len(digits) != 10:
        return False
    total = 0
    for i, ch in enumerate(digits):
        if ch in "Xx" and i == 9:
            value = 10
        elif ch.isdigit():
            value = int(ch)
        else:
            return False
        total += (10 - i) * value
    return total % 11 == 0


def is_valid_isbn13(code):
    """Return True if code (13 digits, dashes allowed) is a valid ISBN-13."""
    digits = code.replace("-", "")
    if len(digits) != 13 or not digits.isdigit():
        return False
    total = sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(digits))
    return total % 10 == 0
