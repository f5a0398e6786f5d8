"""ISBN-10 and ISBN-13 validation for the catalogue importer."""


def normalize(text):
    """Drop hyphens and spaces: "978-0 306" -> "9780306"."""
    return text.replace("-", "").replace(" ", "")


def is_isbn10(text):
    """True if text is a valid ISBN-10; the check digit may be X (ten)."""
    s = normalize(text)
    if len(s) != 10:
        return False
    total = 0
    for i, ch in enumerate(s):
        if ch in "Xx" and i == 9:
            value = 10
        elif ch.isdigit():
            value = int(ch)
        else:
            return False
        total += (10 - i) * value
    return total % 11 == 0


def is_isbn13(text):
    """True if text is a valid ISBN-13."""
    s = normalize(text)
    if len(s) != 13 or not s.isdigit():
        return False
    total = sum(int(ch) * (3 if i % 2 == 0 else 1) for i, ch in enumerate(s))
    return total % 10 == 0
