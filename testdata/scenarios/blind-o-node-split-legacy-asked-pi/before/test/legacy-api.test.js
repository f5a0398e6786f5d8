'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { splitEven } = require('../src/v1');

test('v1 splitEven still works', () => {
  assert.deepEqual(splitEven(10, 2), [5, 5]);
});
