"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatPrice = formatPrice;
exports.label = label;
const rates_1 = require("./rates");
function formatPrice(amount) {
    return "EUR " + amount.toFixed(2);
}
function label(p) {
    return p.zone.toUpperCase() + " " + p.weightKg + "kg: " + formatPrice((0, rates_1.quote)(p));
}
