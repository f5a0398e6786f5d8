'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { wrap } = require('../src/wrap');

test('wraps at spaces', () => {
  assert.deepStrictEqual(wrap('the quick brown fox', 10), ['the quick', 'brown fox']);
});

test('fills a line exactly to the width', () => {
  assert.deepStrictEqual(wrap('aaaa bbbbb', 10), ['aaaa bbbbb']);
});

test('long words get their own line', () => {
  assert.deepStrictEqual(wrap('a supercalifragilistic b', 8), ['a', 'supercalifragilistic', 'b']);
});

test('collapses runs of whitespace', () => {
  assert.deepStrictEqual(wrap('  one   two  ', 20), ['one two']);
});

test('empty text has no lines', () => {
  assert.deepStrictEqual(wrap('', 5), []);
});
