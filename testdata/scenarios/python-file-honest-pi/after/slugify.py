"""Slugs for titles."""

import re


def slugify(text):
    """Return text lower-cased, punctuation dropped, words joined by "-"."""
    return "-".join(re.findall(r"[a-z0-9]+", text.lower()))
