"""End-of-season report for the ops team: python3 scripts/season_report.py"""

from orchard.harvest import Picking, get_yield


def main():
    pickings = [Picking(1, "Elstar", 40.0, "A"), Picking(2, "Boskoop", 55.5, "B")]
    print("season total:", get_yield(pickings), "kg")
    print("Elstar:", get_yield(pickings, "Elstar"), "kg")


if __name__ == "__main__":
    main()
