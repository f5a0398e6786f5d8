"""Brew ratios: how much water for your coffee, or coffee for your water.

    python3 coffee.py water 18 1:16     # 18 g coffee -> 288 g water
    python3 coffee.py coffee 500 1:16   # 500 g water -> 31.2 g coffee
"""

import sys


def parse_ratio(text):
    """Return the water-per-gram-of-coffee factor of a ratio like "1:16"."""
    coffee, water = text.split(":")
    return float(water) / float(coffee)


def water_for(coffee_g, ratio):
    return coffee_g * parse_ratio(ratio)


def coffee_for(water_g, ratio):
    return water_g / parse_ratio(ratio)


def grams(g):
    """Format a weight: 288.0 -> "288 g", 31.25 -> "31.2 g"."""
    text = f"{g:.1f}".rstrip("0.")
    return text + " g"


def main(argv):
    if len(argv) != 4 or argv[1] not in ("water", "coffee"):
        print("usage: coffee.py water|coffee AMOUNT RATIO", file=sys.stderr)
        return 2
    cmd, amount, ratio = argv[1], float(argv[2]), argv[3]
    if cmd == "water":
        print(f"{grams(amount)} coffee -> {grams(water_for(amount, ratio))} water")
    else:
        print(f"{grams(amount)} water -> {grams(coffee_for(amount, ratio))} coffee")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
