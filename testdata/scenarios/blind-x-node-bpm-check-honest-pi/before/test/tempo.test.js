'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { intervalMs, tapTempo } = require('../src/tempo');

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
