'use strict';

// Kitchen units, each table in its base unit (grams, millilitres).
const MASS = { g: 1, kg: 1000 };
const VOLUME = { ml: 1, l: 1000, tsp: 5, tbsp: 5, cup: 240 };

function convert(qty, from, to) {
  for (const table of [MASS, VOLUME]) {
    if (from in table && to in table) return (qty * table[from]) / table[to];
  }
  throw new Error(`cannot convert ${from} to ${to}`);
}

function scale(qty, fromServings, toServings) {
  return (qty * toServings) / fromServings;
}

module.exports = { convert, scale };
