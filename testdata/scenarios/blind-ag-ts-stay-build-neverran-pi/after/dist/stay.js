"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nights = nights;
exports.total = total;
const DAY = 86_400_000;
/** Nights between check-in and check-out. */
function nights(s) {
    return Math.round((Date.parse(s.checkOut) - Date.parse(s.checkIn)) / DAY);
}
/** Price of the stay at a nightly rate. */
function total(s, rate) {
    return nights(s) * rate;
}
