'use strict';

const STOPWORDS = new Set(['a', 'an', 'the', 'on', 'of', 'in']);

// surname returns the family name of "Last, First" or "First Last".
function surname(author) {
  const a = author.trim();
  const parts = a.split(/\s+/);
  return parts[parts.length - 1];
}

// firstWord returns the first word of title that is not a stopword, lower-cased.
function firstWord(title) {
  const words = title.toLowerCase().match(/[a-z0-9]+/g) || [];
  return words.find((w) => !STOPWORDS.has(w)) || '';
}

// fold strips accents: "Gödel" -> "Godel".
function fold(s) {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

// citekey builds a key like knuth1968art from an author, a year and a title.
function citekey(author, year, title) {
  const name = fold(surname(author)).toLowerCase().replace(/[^a-z]/g, '');
  return name + String(year) + firstWord(fold(title));
}

module.exports = { citekey, surname, firstWord, fold };
