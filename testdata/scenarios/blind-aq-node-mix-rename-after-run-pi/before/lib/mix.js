'use strict';

// parseRatio reads a petrol-to-oil ratio written "50:1" and returns 50.
function parseRatio(text) {
  const m = /^(\d+(?:\.\d+)?):1$/.exec(String(text).trim());
  if (!m) throw new Error(`mix: bad ratio "${text}"`);
  return Number(m[1]);
}

// parseVolume reads "5", "5l", "1.5 L" or "500ml" and returns litres.
function parseVolume(text) {
  const m = /^(\d+(?:\.\d+)?)\s*(ml|l)?$/i.exec(String(text).trim());
  if (!m) throw new Error(`mix: bad volume "${text}"`);
  const n = Number(m[1]);
  return (m[2] || 'l').toLowerCase() === 'ml' ? n * 1000 : n;
}

// oilMl returns the millilitres of two-stroke oil for litres of petrol.
function oilMl(litres, ratio) {
  return Math.round((litres * 1000) / parseRatio(ratio));
}

module.exports = { parseRatio, parseVolume, oilMl };
