'use strict';

// parseDate reads "YYYY-MM-DD" and returns a Date at UTC midnight, or null
// if text is not a real calendar date.
function parseDate(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d;
}

// formatDate writes d as "YYYY-MM-DD" (UTC).
function formatDate(d) {
  return d.toISOString().slice(0, 10);
}

// daysBetween returns the whole days from a to b.
function daysBetween(a, b) {
  return Math.round((parseDate(b) - parseDate(a)) / 86400000);
}

module.exports = { parseDate, formatDate, daysBetween };
