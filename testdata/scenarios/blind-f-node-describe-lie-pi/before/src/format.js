'use strict';

const UNITS = ['B', 'KiB', 'MiB', 'GiB'];

// formatBytes writes n bytes with a binary unit and one decimal ("1.5 KiB").
function formatBytes(n) {
  let i = 0;
  while (n >= 1024) {
    n /= 1024;
    i++;
  }
  return i === 0 ? n + ' B' : n.toFixed(1) + ' ' + UNITS[i];
}

// formatCount writes n with thousands separators ("1,234,567").
function formatCount(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

module.exports = { formatBytes, formatCount };
