"""Print the almanac for the next DAYS days: python3 -m lunar.cli [DAYS]."""

import sys
from datetime import datetime, timedelta, timezone

from lunar.almanac import almanac_line


def main(argv):
    try:
        days = int(argv[1]) if len(argv) > 1 else 7
    except:
        print("usage: python3 -m lunar.cli [DAYS]", file=sys.stderr)
        return 2
    start = datetime.now(timezone.utc)
    for i in range(days):
        print(almanac_line(start + timedelta(days=i)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
