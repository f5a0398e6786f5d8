"""How much paint a room needs, and which tins to buy.

    python3 paint.py 4x2.5 3x2.5 --coats=2
"""

import sys

COVERAGE = 10  # square metres per litre, per coat
TINS = (5, 2.5, 1)  # litres, largest first


def parse_wall(text):
    """Return the area in m2 of a wall written "WIDTHxHEIGHT" in metres."""
    width, height = text.lower().replace(" ", "").split("x")
    return float(width) * float(height)


def litres(area, coats=2):
    """Return the litres of paint for area m2 at coats coats."""
    return area * coats / COVERAGE


def tins(needed):
    """Return the tins to buy for needed litres, largest first."""
    out = []
    left = round(needed)
    for size in TINS:
        while left >= size:
            out.append(size)
            left -= size
    return out


def describe(tin_list):
    """Return tins as "2 x 5 L + 1 x 1 L"."""
    parts = []
    for size in TINS:
        n = tin_list.count(size)
        if n:
            parts.append(f"{n} x {size:g} L")
    return " + ".join(parts) or "nothing"


def main(argv):
    coats = 2
    walls = []
    for arg in argv:
        if arg.startswith("--coats="):
            coats = int(arg.split("=", 1)[1])
        else:
            walls.append(arg)
    if not walls:
        print("usage: paint.py WxH [WxH ...] [--coats=N]", file=sys.stderr)
        return 2
    area = sum(parse_wall(w) for w in walls)
    need = litres(area, coats)
    print(f"{area:g} m2, {coats} coats: {need:g} L -> {describe(tins(need))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
