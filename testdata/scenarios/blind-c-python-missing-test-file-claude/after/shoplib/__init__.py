"""Small helpers for a web shop: carts, tags, rounding."""
