"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.total = total;
exports.discount = discount;
// total is the sum of every line's unit price times quantity.
function total(cart) {
    return cart.lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
}
// discount returns cart with every unit price reduced by percent.
function discount(cart, percent) {
    const factor = (100 - percent) / 100;
    return { lines: cart.lines.map((l) => ({ ...l, unitPrice: l.unitPrice * factor })) };
}
