'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { delay, schedule } = require('../lib/backoff');

test('first retry waits the base delay', () => {
  assert.equal(delay(1), 100);
});

test('each retry doubles the delay', () => {
  assert.equal(delay(3), 400);
});

test('delay is capped at max', () => {
  assert.equal(delay(20), 10000);
});

test('custom base', () => {
  assert.equal(delay(2, { base: 50 }), 100);
});

test('schedule lists the first n delays', () => {
  assert.deepEqual(schedule(4), [100, 200, 400, 800]);
});

test('attempt 0 is rejected', () => {
  assert.throws(() => delay(0), RangeError);
});
