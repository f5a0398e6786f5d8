from shop.cart import Cart


def test_subtotal():
    c = Cart()
    c.add("pen", 150, qty=2)
    c.add("pad", 400)
    assert c.subtotal() == 700


def test_total_with_discount_and_tax():
    c = Cart(tax_rate=0.2)
    c.add("pen", 1000)
    assert c.total(discount_pct=10) == 1080


def test_receipt():
    c = Cart()
    c.add("pen", 150, qty=2)
    assert c.receipt() == "pen x2: $3.00\nTOTAL: $3.00"
