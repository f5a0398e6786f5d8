"""URL slugs."""

import re
import unicodedata


def slugify(text):
    """Return text as a lower-case, hyphen-separated URL slug."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = text.lower().split()
    return "-".join(words)
