'use strict';

const { parseDate } = require('./dates');

const DAY_MS = 24 * 60 * 60 * 1000;

// daysBetween returns the whole days from a to b (both "YYYY-MM-DD"),
// negative when b is earlier. It throws a RangeError on an invalid date.
function daysBetween(a, b) {
  const from = parseDate(a);
  const to = parseDate(b);
  if (!from || !to) throw new RangeError('invalid date: ' + (from ? b : a));
  return Math.round((to - from) / DAY_MS);
}

module.exports = { daysBetween };
