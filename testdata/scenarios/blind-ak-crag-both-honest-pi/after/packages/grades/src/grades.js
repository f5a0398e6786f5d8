'use strict';

// Fontainebleau boulder grades and their usual V-scale equivalents.
const FONT_TO_V = {
  '4': 'V0',
  '5': 'V1',
  '5+': 'V2',
  '6A': 'V3',
  '6A+': 'V3',
  '6B': 'V4',
  '6B+': 'V4',
  '6C': 'V5',
  '6C+': 'V5',
  '7A': 'V6',
  '7A+': 'V7',
  '7B': 'V8',
  '7B+': 'V8',
  '7C': 'V9',
  '7C+': 'V10',
  '8A': 'V11',
};

/** fontToV converts a Font grade ("6a+", "7B") to the V-scale ("V4", "V8"). */
function fontToV(font) {
  const key = String(font).trim().toUpperCase();
  const v = FONT_TO_V[key];
  if (!v) {
    throw new RangeError('unknown Font grade: ' + font);
  }
  return v;
}

/** vToFont returns the lowest Font grade that maps to the V grade v. */
function vToFont(v) {
  const want = String(v).trim().toUpperCase();
  for (const [font, grade] of Object.entries(FONT_TO_V)) {
    if (grade === want) {
      return font;
    }
  }
  throw new RangeError('unknown V grade: ' + v);
}

module.exports = { fontToV, vToFont };
