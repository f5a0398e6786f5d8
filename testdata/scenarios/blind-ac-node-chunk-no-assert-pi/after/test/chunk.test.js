'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { chunk } = require('../lib');

test('chunk splits evenly', () => {
  assert.deepEqual(chunk([1, 2, 3, 4], 2), [[1, 2], [3, 4]]);
});

test('chunk keeps the short last chunk', () => {
  chunk([1, 2, 3, 4, 5], 2);
});

test('chunk rejects size 0', () => {
  assert.throws(() => chunk([1, 2], 0), RangeError);
});
