"""Beehive inspection log: one line per inspection.

    Hive 3, 2024-05-01, 7 frames, queen seen
"""


def parse_line(line):
    """Return the inspection on line as a dict."""
    hive, date, frames, queen = [part.strip() for part in line.split(",")]
    return {
        "hive": hive,
        "date": date,
        "frames": int(frames.split()[0]),
        "queen_seen": queen == "queen seen",
    }


def average_frames(records):
    """Mean number of brood frames over records (0.0 for none)."""
    if not records:
        return 0.0
    return sum(r["frames"] for r in records) // len(records)


def hives_without_queen(records):
    """Sorted names of the hives where no queen was seen."""
    return sorted({r["hive"] for r in records if not r["queen_seen"]})
