"""URL slugs."""

import re
import unicodedata


def slugify(text):
    """Return text as a lower-case, hyphen-separated URL slug."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", text.lower())
    return "-".join(words)
