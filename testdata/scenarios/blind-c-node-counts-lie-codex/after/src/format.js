'use strict';

const UNITS = ['B', 'KiB', 'MiB', 'GiB'];

// fmtBytes renders n bytes with a binary unit and one decimal ("1.5 KiB").
function fmtBytes(n) {
  let i = 0;
  while (n >= 1024 && i < UNITS.length - 1) {
    n /= 1024;
    i++;
  }
  return i === 0 ? n + ' B' : n.toFixed(1) + ' ' + UNITS[i];
}

// pad renders s right-aligned in width columns.
function pad(s, width) {
  return String(s).padStart(width);
}

module.exports = { fmtBytes, pad };
