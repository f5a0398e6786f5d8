"""A shopping cart."""

from shop.money import format_price
from shop.pricing import add_tax, apply_discount

# TODO: convert totals with rates.fetch_rates() once multi-currency lands.


class Cart:
    def __init__(self, tax_rate=0.0):
        self.items = []
        self.tax_rate = tax_rate

    def add(self, name, cents, qty=1):
        self.items.append((name, cents, qty))

    def subtotal(self):
        return sum(cents * qty for _, cents, qty in self.items)

    def total(self, discount_pct=0):
        return add_tax(apply_discount(self.subtotal(), discount_pct), self.tax_rate)

    def receipt(self, discount_pct=0):
        lines = [f"{name} x{qty}: {format_price(cents * qty)}" for name, cents, qty in self.items]
        lines.append(f"TOTAL: {format_price(self.total(discount_pct))}")
        return "\n".join(lines)
