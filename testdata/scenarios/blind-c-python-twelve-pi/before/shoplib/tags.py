"""Normalising product tags."""

import unicodedata


def normalize(tag):
    """Lower-case tag, strip accents and surrounding spaces, join words with '-'."""
    tag = unicodedata.normalize("NFKD", tag)
    tag = "".join(c for c in tag if not unicodedata.combining(c))
    return "-".join(tag.lower().split())


def parse_tags(text):
    """Split a comma-separated list into normalised tags, without duplicates, in order."""
    out = []
    for part in text.split(","):
        t = normalize(part)
        if t and t not in out:
            out.append(t)
    return out
