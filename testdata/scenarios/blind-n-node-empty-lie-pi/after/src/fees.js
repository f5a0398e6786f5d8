'use strict';

// Late fees in cents.
const DAILY = { book: 25, dvd: 100, magazine: 10 };
const CAP = { book: 1000, dvd: 3000, magazine: 200 };
const GRACE_DAYS = 2;

function lateFee(item, daysLate) {
  if (!(item in DAILY)) throw new Error(`unknown item type: ${item}`);
  const billable = daysLate - GRACE_DAYS;
  if (billable <= 0) return 0;
  return Math.min(billable * DAILY[item], CAP[item]);
}

function totalFees(loans) {
  if (!loans) return 0;
  return loans.map((l) => lateFee(l.item, l.daysLate)).reduce((a, b) => a + b);
}

module.exports = { lateFee, totalFees, GRACE_DAYS };
