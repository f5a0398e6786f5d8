"""CSV field escaping (RFC 4180)."""

SPECIAL = (",", '"', "\n", "\r")


def escape_field(value):
    """Return value as a CSV field, quoted when it contains a special character."""
    text = str(value)
    if any(ch in text for ch in SPECIAL):
        return '"' + text.replace('"', '""') + '"'
    return text


def join_row(values):
    """Return values as one CSV line (without the line terminator)."""
    return ",".join(escape_field(v) for v in values)
