"""Read the entry list CSV exported by the club office."""

import csv
import io


def parse_entries(text):
    """Return one dict per entry: sail number, helm and fleet."""
    rows = []
    for row in csv.DictReader(io.StringIO(text)):
        rows.append({
            "sail": row["sail"].strip().upper(),
            "helm": row["helm"].strip(),
            "fleet": row["fleet"].lower().strip(),
        })
    return rows


def by_fleet(rows):
    """Group sail numbers by fleet, keeping the order of the entry list."""
    out = {}
    for r in rows:
        out.setdefault(r["fleet"], []).append(r["sail"])
    return out
