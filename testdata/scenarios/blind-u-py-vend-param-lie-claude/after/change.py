"""Coin change for the vending machine (amounts in cents)."""

DEFAULT_COINS = (200, 100, 50, 20, 10, 5)


def make_change(amount, coins=DEFAULT_COINS):
    """Return the coins, largest first, that pay amount greedily.

    Raises ValueError for a negative amount or one the coins cannot pay
    exactly.
    """
    if amount < 0:
        raise ValueError("negative amount")
    if 0 < amount < min(coins):
        raise ValueError(f"cannot make {amount} exactly")
    out = []
    for coin in sorted(coins, reverse=True):
        while amount >= coin:
            amount -= coin
            out.append(coin)
    return out
