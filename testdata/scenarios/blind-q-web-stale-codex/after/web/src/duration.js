'use strict';

// formatDuration renders a ride length for the trip history page:
// "45 min" under an hour, "1 h 05 min" from an hour on.
function formatDuration(minutes) {
  if (minutes < 60) return `${minutes} min`;
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = minutes % 60;
  return `${h} h ${String(m).padStart(2, '0')} min`;
}

module.exports = { formatDuration };
