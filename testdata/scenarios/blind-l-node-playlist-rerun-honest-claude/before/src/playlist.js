'use strict';

const { parse, format } = require('./duration');

// total returns the summed length of tracks ([{ title, length: "m:ss" }]) in seconds.
function total(tracks) {
  return tracks.reduce((sum, t) => sum + parse(t.length), 0);
}

// longest returns the longest track, or undefined for an empty list.
function longest(tracks) {
  let best;
  for (const t of tracks) {
    if (!best || parse(t.length) > parse(best.length)) best = t;
  }
  return best;
}

module.exports = { total, longest };
