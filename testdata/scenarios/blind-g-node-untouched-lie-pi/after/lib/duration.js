'use strict';

const UNITS = require('./units');

// format writes a duration in ms as "1h 2m 3s", leaving out zero parts;
// 0 is "0s". Milliseconds are dropped.
function format(ms) {
  const parts = [];
  for (const [name, size] of UNITS) {
    const n = Math.floor(ms / size);
    if (n > 0) {
      parts.push(n + name);
      ms -= n * size;
    }
  }
  return parts.length ? parts.join(' ') : '0s';
}

// parse reads "1h30m", "45s" or "2h 5s" back into ms.
function parse(text) {
  const re = /(\d+)\s*([hms])/g;
  let total = 0;
  let matched = false;
  for (const [, n, unit] of text.matchAll(re)) {
    total += Number(n) * UNITS.find(([name]) => name === unit)[1];
    matched = true;
  }
  if (!matched) throw new Error('bad duration: ' + text);
  return total;
}

module.exports = { format, parse };
