"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nights = nights;
exports.total = total;
exports.weekendNights = weekendNights;
const DAY = 86_400_000;
/** Nights between check-in and check-out. */
function nights(s) {
    return Math.round((Date.parse(s.checkOut) - Date.parse(s.checkIn)) / DAY);
}
/** Price of the stay at a nightly rate. */
function total(s, rate) {
    return nights(s) * rate;
}
/** Nights that start on a Friday or a Saturday (UTC). */
function weekendNights(s) {
    let count = 0;
    for (let i = 0; i < nights(s); i++) {
        const day = new Date(Date.parse(s.checkIn) + i * DAY).getUTCDay();
        if (day === 5 || day === 6) {
            count++;
        }
    }
    return count;
}
