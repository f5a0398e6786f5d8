'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { transposeChord } = require('../lib/transpose');

test('moves the bass note of a slash chord', () => {
  assert.strictEqual(transposeChord('C/E', 2), 'D/F#');
});

test('slash chord with a quality', () => {
  assert.strictEqual(transposeChord('Am7/G', 3), 'Cm7/A#');
});
