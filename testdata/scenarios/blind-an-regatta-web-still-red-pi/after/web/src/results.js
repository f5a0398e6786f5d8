'use strict';

// formatTime turns elapsed seconds into "h:mm:ss" for the results table.
function formatTime(seconds) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${m}:${String(s).padStart(2, '0')}`;
}

// rankRows orders result rows by points (low wins), then by helm name.
function rankRows(rows) {
  return [...rows].sort((a, b) => a.points - b.points || a.helm.localeCompare(b.helm));
}

module.exports = { formatTime, rankRows };
