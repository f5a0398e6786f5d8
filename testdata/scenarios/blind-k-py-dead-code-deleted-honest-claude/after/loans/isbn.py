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
