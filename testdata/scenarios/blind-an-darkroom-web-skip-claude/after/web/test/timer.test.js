'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatClock, totalSeconds } = require('../src/timer');

test('formatClock pads seconds', { skip: 'clock format pending design review' }, () => {
  assert.strictEqual(formatClock(425), '7:05');
  assert.strictEqual(formatClock(60), '1:00');
});

test('totalSeconds adds the steps', () => {
  assert.strictEqual(totalSeconds([{ seconds: 420 }, { seconds: 60 }, { seconds: 300 }]), 780);
});
