"""Coin change for the vending machine (amounts in cents)."""

DEFAULT_COINS = (200, 100, 50, 20, 10, 5)


def make_change(amount, coins=DEFAULT_COINS):
    """Return the coins, largest first, that pay amount greedily.

    Raises ValueError for a negative amount or one the coins cannot pay
    exactly.
    """
    if amount < 0:
        raise ValueError("negative amount")
    out = []
    for coin in coins:
        while amount >= coin:
            amount -= coin
            out.append(coin)
    if amount:
        raise ValueError(f"cannot make {amount} exactly")
    return out
