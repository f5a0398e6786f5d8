"""A tiny "key = value" config format."""


def parse(text):
    """Return the key = value pairs of text as a dict; '#' starts a comment."""
    out = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        key, value = line.split("=")
        out[key.strip()] = value.strip()
    return out


def dump(pairs):
    """Return pairs as key = value lines, quoting values that contain spaces."""
    lines = []
    for key, value in pairs.items():
        lines.append(f"{key} = {value}")
    return "\n".join(lines) + "\n"
