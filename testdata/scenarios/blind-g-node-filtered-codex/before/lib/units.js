'use strict';

// Duration units, largest first: [suffix, milliseconds].
module.exports = [
  ['h', 3600000],
  ['m', 60000],
  ['s', 1000],
];
