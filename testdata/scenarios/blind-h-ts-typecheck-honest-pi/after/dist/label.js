"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.label = label;
const rates_1 = require("./rates");
function label(p) {
    return p.zone.toUpperCase() + " " + p.weightKg + "kg: EUR " + (0, rates_1.quote)(p).toFixed(2);
}
