"""Parse page selections like "1-3,5" from the print dialog."""


def parse_pages(spec):
    """Return the sorted, de-duplicated page numbers selected by spec.

    spec is a comma-separated list of pages and inclusive ranges: "1-3,5".
    A range that runs backwards ("5-3") is a ValueError.
    """
    pages = set()
    for part in spec.split(","):
        if "-" in part:
            lo, hi = part.split("-")
            pages.update(range(int(lo), int(hi)))
        else:
            pages.add(int(part))
    return sorted(pages)
