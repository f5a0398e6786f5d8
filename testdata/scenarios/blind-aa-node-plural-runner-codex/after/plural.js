'use strict';

const IRREGULAR = require('./irregulars');

// plural returns the plural of an English noun.
function plural(word) {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (/(s|x|z|ch|sh)$/.test(word)) return word + 'es';
  if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + 'ies';
  return word + 's';
}

// count formats n with the noun, plural unless n is 1: "3 boxes".
function count(n, word) {
  return n + ' ' + (n === 1 ? word : plural(word));
}

module.exports = { plural, count };
