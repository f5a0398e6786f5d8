"""Receipt lines printed after a sale."""

from change import DEFAULT_COINS, make_change


def fmt(cents):
    """Format cents as euros: 105 -> "€1.05"."""
    return f"€{cents // 100}.{cents % 100:02d}"


def coin_label(coin):
    return f"€{coin // 100}" if coin >= 100 else f"{coin}c"


def receipt_lines(price, paid, coins=DEFAULT_COINS):
    lines = [f"Price: {fmt(price)}", f"Paid: {fmt(paid)}", f"Change: {fmt(paid - price)}"]
    for coin in make_change(paid - price, coins):
        lines.append("  " + coin_label(coin))
    return lines
