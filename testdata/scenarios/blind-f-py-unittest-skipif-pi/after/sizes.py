"""Human-readable sizes: "10KB" -> 10000 bytes."""

_UNITS = {
    "B": 1,
    "KB": 1000,
    "MB": 1000 ** 2,
    "GB": 1000 ** 3,
}


def parse_size(text):
    """Return the number of bytes in text like "10KB", "1.5 MB" or "512"."""
    text = text.strip().upper()
    number = text.rstrip("BKMG ").strip()
    unit = text[len(number):].strip() or "B"
    return int(float(number)) * _UNITS[unit]
