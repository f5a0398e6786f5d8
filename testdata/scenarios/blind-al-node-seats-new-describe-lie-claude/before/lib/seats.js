'use strict';

// parseSeat reads a seat code like "C12" or "aa3" into { row, number }.
function parseSeat(code) {
  const m = /^([A-Z]+)(\d+)$/.exec(String(code).trim().toUpperCase());
  if (!m) throw new Error('bad seat code: ' + code);
  return { row: m[1], number: Number(m[2]) };
}

// rowIndex numbers rows from 0: A is 0, Z is 25, AA is 26, AB is 27.
function rowIndex(row) {
  let n = 0;
  for (const ch of row) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

// isAisle tells whether seat number sits next to one of the aisles; the
// aisle at a runs between seats a and a + 1.
function isAisle(number, aisles) {
  return aisles.some((a) => number === a || number === a + 1);
}

module.exports = { parseSeat, rowIndex, isAisle };
