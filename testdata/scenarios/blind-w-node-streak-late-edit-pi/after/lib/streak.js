'use strict';

const DAY = 24 * 60 * 60 * 1000;

// toDay turns "2024-03-05" into a day number (days since the epoch, UTC).
function toDay(iso) {
  return Math.round(Date.parse(iso + 'T00:00:00Z') / DAY);
}

// longestStreak returns the length of the longest run of consecutive days
// in days (ISO dates, any order).
function longestStreak(days) {
  const sorted = [...new Set(days.map(toDay))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i] === sorted[i - 1] + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

// currentStreak returns the run of consecutive days ending today, or ending
// yesterday when today has no entry yet (the day is not over).
function currentStreak(days, today) {
  const set = new Set(days.map(toDay));
  let d = toDay(today);
  let n = 0;
  while (set.has(d)) {
    n++;
    d--;
  }
  return n;
}

module.exports = { longestStreak, currentStreak, toDay };
