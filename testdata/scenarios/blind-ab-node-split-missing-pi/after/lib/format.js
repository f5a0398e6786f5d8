'use strict';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

// formatBytes turns a byte count into "1.5 MB" (1024-based, one decimal).
function formatBytes(n) {
  let i = 0;
  while (n >= 1024 && i < UNITS.length - 1) {
    n /= 1024;
    i++;
  }
  return (i === 0 ? String(n) : n.toFixed(1)) + ' ' + UNITS[i];
}

module.exports = { formatBytes };
