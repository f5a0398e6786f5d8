"""西暦の日付を和暦の年に変換する。"""

from datetime import date

ERAS = [
    ("令和", date(2019, 5, 1)),
    ("平成", date(1989, 1, 8)),
    ("昭和", date(1926, 12, 25)),
    ("大正", date(1912, 7, 30)),
    ("明治", date(1868, 1, 25)),
]


def to_wareki(d):
    """Return d's era year, e.g. date(2024, 6, 1) -> "令和6年"; year one is "元年"."""
    for name, start in ERAS:
        if d > start:
            year = d.year - start.year + 1
            return f"{name}{'元' if year == 1 else year}年"
    raise ValueError(f"{d} is before 明治")
