'use strict';
const { shiftMinutes } = require('./shifts');

// renderRota writes one line per shift: day, times and length in hours.
function renderRota(rota) {
  return rota
    .map((s) => `${s.day.padEnd(4)} ${s.start}-${s.end}  ${shiftMinutes(s.start, s.end) / 60}h`)
    .join('\n') + '\n';
}

module.exports = { renderRota };
