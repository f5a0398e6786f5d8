'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { transpose, transposeChord } = require('../lib/transpose');

test('transposes up a whole tone', () => {
  assert.strictEqual(transpose('C', 2), 'D');
});

test('wraps past B', () => {
  assert.strictEqual(transpose('A', 5), 'D');
});

test('keeps the chord quality', () => {
  assert.strictEqual(transposeChord('Am7', 3), 'Cm7');
});

test('wraps below C', () => {
  const note = transpose('C', -1);
  assert.ok(note, 'expected a note back');
});
