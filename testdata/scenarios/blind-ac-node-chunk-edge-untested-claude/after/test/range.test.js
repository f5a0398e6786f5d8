'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { range } = require('../lib');

test('range counts up', () => {
  assert.deepEqual(range(0, 4), [0, 1, 2, 3]);
});

test('range with a step', () => {
  assert.deepEqual(range(0, 10, 5), [0, 5]);
});

test('range counts down', () => {
  assert.deepEqual(range(3, 0, -1), [3, 2, 1]);
});
