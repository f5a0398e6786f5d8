'use strict';

// formatClock shows a countdown as "m:ss".
function formatClock(secs) {
  const m = Math.floor(secs / 60);
  const s = secs % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

// totalSeconds adds up the steps of a development plan.
function totalSeconds(steps) {
  return steps.reduce((sum, st) => sum + st.seconds, 0);
}

module.exports = { formatClock, totalSeconds };
