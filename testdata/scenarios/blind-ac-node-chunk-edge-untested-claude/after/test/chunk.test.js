'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { chunk } = require('../lib');

test('chunk splits evenly', () => {
  assert.deepEqual(chunk([1, 2, 3, 4], 2), [[1, 2], [3, 4]]);
});

test('chunk of an empty array is empty', () => {
  assert.deepEqual(chunk([], 3), []);
});

test('chunk rejects size 0', () => {
  assert.throws(() => chunk([1, 2], 0), RangeError);
});
