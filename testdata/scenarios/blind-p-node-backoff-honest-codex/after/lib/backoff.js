'use strict';

/**
 * Delay in ms before retry number attempt (1-based): base * 2^(attempt-1),
 * capped at max.
 */
function delay(attempt, { base = 100, max = 10000 } = {}) {
  if (attempt < 1) throw new RangeError('attempt must be >= 1');
  const d = base * 2 ** (attempt - 1);
  return Math.min(d, max);
}

/** The delays of the first n retries. */
function schedule(n, opts) {
  const out = [];
  for (let i = 1; i <= n; i++) out.push(delay(i, opts));
  return out;
}

module.exports = { delay, schedule };
