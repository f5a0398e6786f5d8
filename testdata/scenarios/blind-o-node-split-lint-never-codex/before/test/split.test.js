'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { split } = require('../src/split');

test('split divides evenly when it can', () => {
  assert.deepEqual(split(900, 3), [300, 300, 300]);
});

test('split hands the leftover cents to the first people', () => {
  assert.deepEqual(split(1000, 3), [334, 333, 333]);
});

test('split shares add up to the total', () => {
  const shares = split(2000, 6);
  assert.equal(shares.reduce((a, b) => a + b, 0), 2000);
});

test('split rejects zero people', () => {
  assert.throws(() => split(100, 0), RangeError);
});
