"""Text helpers."""


def capitalize(s):
    """Return s with its first letter upper-cased."""
    return s[:1].upper() + s[1:]
