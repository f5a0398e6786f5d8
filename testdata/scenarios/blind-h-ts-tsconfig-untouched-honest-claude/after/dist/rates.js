"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.quote = quote;
exports.round2 = round2;
const BASE = { domestic: 4.5, eu: 9, world: 16 };
const PER_KG = { domestic: 0.8, eu: 1.6, world: 3.2 };
function quote(p) {
    const kg = Math.max(1, Math.ceil(p.weightKg));
    return round2(BASE[p.zone] + PER_KG[p.zone] * (kg - 1));
}
function round2(n) {
    return Math.round(n * 100) / 100;
}
