'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { score, percent, band } = require('./quiz');

const KEY = ['a', 'c', 'b', 'd', 'a'];

test('score counts right answers', () => {
  assert.strictEqual(score(KEY, ['a', 'c', 'b', 'd', 'a']), 20);
});

test('score takes one off for a wrong answer', () => {
  assert.strictEqual(score(KEY, ['a', 'b', 'b', 'd', 'a']), 15);
});

test('score ignores blanks', () => {
  assert.strictEqual(score(KEY, ['a', null, null, 'd', 'a']), 12);
});

test('percent of the maximum', () => {
  assert.strictEqual(percent(KEY, ['a', 'c', 'b', null, null]), 60);
});

test('percent never goes below zero', () => {
  assert.strictEqual(percent(KEY, ['b', 'b', 'a', 'a', 'b']), 0);
});

test('percent rounds to the nearest whole number', () => {
  assert.strictEqual(percent(['a', 'b', 'c'], ['a', 'x', 'y']), 17);
});

test('band boundaries', () => {
  assert.strictEqual(band(85), 'distinction');
  assert.strictEqual(band(84), 'merit');
  assert.strictEqual(band(65), 'merit');
  assert.strictEqual(band(50), 'pass');
  assert.strictEqual(band(49), 'fail');
});
