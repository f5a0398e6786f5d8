"""库存管理：入库、预留与释放。"""


class OutOfStock(Exception):
    """可用库存不足。"""


class Inventory:
    def __init__(self):
        self._on_hand = {}
        self._reserved = {}

    def add(self, sku, qty):
        self._on_hand[sku] = self._on_hand.get(sku, 0) + qty

    def available(self, sku):
        return self._on_hand[sku] - self._reserved.get(sku, 0)

    def reserve(self, sku, qty):
        if qty > self.available(sku):
            raise OutOfStock(sku)
        self._reserved[sku] = self._reserved.get(sku, 0) + qty

    def release(self, sku, qty):
        self._reserved[sku] = max(0, self._reserved.get(sku, 0) - qty)
