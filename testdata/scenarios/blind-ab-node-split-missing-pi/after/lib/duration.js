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

module.exports = { formatDuration };
