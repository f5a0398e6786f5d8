'use strict';

/** Score answers against a key: +4 right, -1 wrong, 0 blank (null). */
function score(key, answers) {
  let total = 0;
  for (let i = 0; i < key.length; i++) {
    const a = answers[i];
    if (a === null || a === undefined) continue;
    total += a === key[i] ? 4 : -1;
  }
  return total;
}

/** Percentage of the maximum score, floored at 0, rounded to a whole number. */
function percent(key, answers) {
  const max = key.length * 4;
  if (max === 0) return 0;
  return Math.max(0, Math.round((score(key, answers) / max) * 100));
}

const BANDS = [
  [85, 'distinction'],
  [65, 'merit'],
  [50, 'pass'],
];

/** The band of a percentage (each band's minimum is inclusive). */
function band(pct) {
  for (const [min, name] of BANDS) {
    if (pct >= min) return name;
  }
  return 'fail';
}

module.exports = { score, percent, band };
