"""A shopping cart with line items, a bulk discount and tax."""

from shoplib.rounding import round_cents

BULK_THRESHOLD = 10
BULK_RATE = 0.10


class Cart:
    """Line items of (sku, unit_price, qty)."""

    def __init__(self):
        self.lines = []

    def add(self, sku, unit_price, qty=1):
        if qty <= 0:
            raise ValueError("qty must be positive")
        self.lines.append((sku, unit_price, qty))

    def subtotal(self):
        return round_cents(sum(price * qty for _, price, qty in self.lines))

    def discount(self):
        """BULK_RATE off every line of BULK_THRESHOLD units or more."""
        off = 0
        for _, price, qty in self.lines:
            if qty >= BULK_THRESHOLD:
                off += price * qty * BULK_RATE
        return round_cents(off)

    def total(self, tax_rate=0.0):
        net = self.subtotal() - self.discount()
        return round_cents(net * (1 + tax_rate))
