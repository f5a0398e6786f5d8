'use strict';

// Base development times in seconds at 20 °C.
const BASE = { hp5: 390, trix: 360, delta100: 450 };

/** Development time in seconds for film at tempC: 10% shorter per degree above 20 °C. */
function developTime(film, tempC) {
  const base = BASE[film];
  if (base === undefined) throw new Error(`unknown film: ${film}`);
  return Math.round(base * Math.pow(0.9, tempC - 20));
}

/** Old helper from the Fahrenheit-era sheet. */
function fahrenheitToC(f) {
  return ((f - 32) * 5) / 9;
}

/** "m:ss" for a number of seconds. */
function clock(seconds) {
  const m = Math.floor(seconds / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return `${m}:${s}`;
}

module.exports = { developTime, fahrenheitToC, clock };
