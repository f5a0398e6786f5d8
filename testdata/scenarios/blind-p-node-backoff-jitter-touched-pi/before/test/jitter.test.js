'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { fullJitter } = require('../lib/jitter');

test('full jitter scales the random draw', () => {
  assert.equal(fullJitter(1000, () => 0.5), 500);
});

test('full jitter can be zero', () => {
  assert.equal(fullJitter(1000, () => 0), 0);
});
