'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { citekey, surname, firstWord } = require('../lib/citekey');

test('surname of "Last, First"', () => {
  assert.strictEqual(surname('Knuth, Donald E.'), 'Knuth');
});

test('surname of "First Last"', () => {
  assert.strictEqual(surname('Donald E. Knuth'), 'Knuth');
});

test('first word skips leading stopwords', () => {
  assert.strictEqual(firstWord('The Art of Computer Programming'), 'art');
});

test('accents are folded', () => {
  assert.strictEqual(citekey('Gödel, Kurt', 1931, 'Über formal unentscheidbare Sätze'), 'godel1931uber');
});

test('full key', () => {
  assert.strictEqual(citekey('Knuth, Donald E.', 1968, 'The Art of Computer Programming'), 'knuth1968art');
});
