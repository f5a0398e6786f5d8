'use strict';

// How many days a problem stays up before the setters strip it, by wall.
const MAX_AGE_DAYS = { cave: 42, overhang: 42, slab: 56, vert: 56 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** ageInDays is the number of whole days from setOn to today (YYYY-MM-DD). */
function ageInDays(setOn, today) {
  return Math.floor((Date.parse(today) - Date.parse(setOn)) / DAY_MS);
}

/** isDue reports whether a problem is due for a reset on today: on its wall's last day or later. */
function isDue(route, today) {
  const max = MAX_AGE_DAYS[route.wall];
  if (max === undefined) {
    throw new RangeError('unknown wall: ' + route.wall);
  }
  return ageInDays(route.setOn, today) > max;
}

/** dueList returns the names of the problems due on today, oldest first. */
function dueList(routes, today) {
  return routes
    .filter((r) => isDue(r, today))
    .sort((a, b) => Date.parse(a.setOn) - Date.parse(b.setOn))
    .map((r) => r.name);
}

module.exports = { ageInDays, isDue, dueList };
