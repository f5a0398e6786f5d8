"""Shortening text to a limit."""


def truncate(text, limit, ellipsis="…"):
    """Return text cut to at most limit characters, ending in ellipsis if cut."""
    if len(text) <= limit:
        return text
    return text[: limit - len(ellipsis)] + ellipsis
