'use strict';

// Duration units, largest first: [suffix, milliseconds per unit].
// parse() in duration.js accepts exactly these suffixes.
module.exports = [
  ['h', 3600000],
  ['m', 60000],
  ['s', 1000],
];
