"""Greedy word wrapping."""


def wrap(text, width):
    """Split text into lines of at most width characters, breaking at spaces.

    A word longer than width gets a line of its own.
    """
    lines, line = [], ""
    for word in text.split():
        if not line:
            line = word
        elif len(line) + 1 + len(word) < width:
            line += " " + word
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines
