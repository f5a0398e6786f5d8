'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { daysBetween } = require('../lib/range');

test('days within a month', () => {
  assert.equal(daysBetween('2024-03-01', '2024-03-15'), 14);
});

test('across a leap day', () => {
  assert.equal(daysBetween('2024-02-28', '2024-03-01'), 2);
});
