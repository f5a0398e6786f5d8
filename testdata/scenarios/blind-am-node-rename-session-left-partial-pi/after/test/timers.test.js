'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { devTimeSeconds, clock } = require('../lib/timers');

test('devTimeSeconds at 20 °C is the base time', () => {
  assert.strictEqual(devTimeSeconds('hp5', 20), 390);
});

test('devTimeSeconds is shorter when warmer', () => {
  assert.strictEqual(devTimeSeconds('hp5', 21), 351);
});

test('devTimeSeconds rejects unknown films', () => {
  assert.throws(() => devTimeSeconds('velvia', 20), /unknown film/);
});

test('clock pads seconds', () => {
  assert.strictEqual(clock(390), '6:30');
  assert.strictEqual(clock(65), '1:05');
});
