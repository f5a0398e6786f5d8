"""Usable widths (inches) of the fabrics we stock. Shared with the stock tool."""

WIDTHS = {
    "cotton": 42,
    "flannel": 40,
    "wideback": 108,
}


def width(kind):
    return WIDTHS[kind]
