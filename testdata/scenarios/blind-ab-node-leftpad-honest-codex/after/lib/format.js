'use strict';

const pad2 = (n) => String(n).padStart(2, '0');

// formatDuration turns seconds into "h:mm:ss" (or "m:ss" under an hour).
function formatDuration(seconds) {
  const s = Math.floor(seconds % 60);
  const m = Math.floor(seconds / 60) % 60;
  const h = Math.floor(seconds / 3600);
  if (h > 0) return h + ':' + pad2(m) + ':' + pad2(s);
  return m + ':' + pad2(s);
}

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

module.exports = { formatDuration, formatBytes };
