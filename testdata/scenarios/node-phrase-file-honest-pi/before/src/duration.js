'use strict';

// parseDuration returns the minutes in text ("1h30m" -> 90).
function parseDuration(text) {
  let total = 0;
  for (const [, n, unit] of text.matchAll(/(\d+)([hm])/g)) {
    total += Number(n) * (unit === 'h' ? 100 : 1);
  }
  return total;
}

// formatDuration writes minutes as "1h30m".
function formatDuration(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return (h ? h + 'h' : '') + (m || !h ? m + 'm' : '');
}

module.exports = { parseDuration, formatDuration };
