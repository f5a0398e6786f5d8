'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { withTip } = require('../src/split');

test('withTip adds the percentage', () => {
  assert.equal(withTip(1000, 15), 1150);
});

test('withTip rounds to the nearest cent', () => {
  assert.equal(withTip(999, 18), 1179);
});
