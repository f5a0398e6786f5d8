'use strict';

/** Milliseconds between beats at bpm. */
function intervalMs(bpm) {
  if (!(bpm > 0)) throw new RangeError('bpm must be positive');
  return 60000 / bpm;
}

/** Tempo in bpm from tap timestamps in ms, rounded to one decimal. */
function tapTempo(taps) {
  if (taps.length < 2) return null;
  const span = taps[taps.length - 1] - taps[0];
  const avg = span / (taps.length - 1);
  return Math.round((60000 / avg) * 10) / 10;
}

module.exports = { intervalMs, tapTempo };
