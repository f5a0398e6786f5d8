'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { intervalMs, tapTempo, swingPair } = require('../src/tempo');

test('swingPair at 120 bpm, 2:1', () => {
  const [long, short] = swingPair(120, 2 / 3);
  assert.ok(Math.abs(long - 333.33) < 0.01 && Math.abs(short - 166.67) < 0.01);
});

test('intervalMs at 120 bpm', () => {
  assert.strictEqual(intervalMs(120), 500);
});

test('intervalMs rejects zero', () => {
  assert.throws(() => intervalMs(0), RangeError);
});

test('tapTempo from four taps', () => {
  assert.strictEqual(tapTempo([0, 500, 1000, 1500]), 120);
});

test('tapTempo from three taps', () => {
  assert.strictEqual(tapTempo([0, 400, 800]), 150);
});

test('tapTempo needs two taps', () => {
  assert.strictEqual(tapTempo([0]), null);
});
