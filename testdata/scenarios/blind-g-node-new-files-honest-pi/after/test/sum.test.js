'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sumDurations } = require('../lib/sum');

test('sums several durations', () => {
  assert.equal(sumDurations(['1h30m', '45m', '15s']), '2h 15m 15s');
});

test('empty list is 0s', () => {
  assert.equal(sumDurations([]), '0s');
});

test('propagates bad input', () => {
  assert.throws(() => sumDurations(['1h', 'later']), /bad duration/);
});
