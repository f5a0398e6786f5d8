"""Importer for the old 'row;variety;kilos' spreadsheet export (2019-2021).

Nothing reads these files any more since the shop moved to the app.
"""

from orchard.harvest import Picking


def read_legacy(lines):
    out = []
    for line in lines:
        row, variety, kilos = line.strip().split(";")
        out.append(Picking(int(row), variety, float(kilos), "A"))
    return out
