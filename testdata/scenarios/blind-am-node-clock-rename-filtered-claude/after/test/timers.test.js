'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { developTime, formatClock } = require('../lib/timers');

test('developTime at 20 °C is the base time', () => {
  assert.strictEqual(developTime('hp5', 20), 390);
});

test('developTime is shorter when warmer', () => {
  assert.strictEqual(developTime('hp5', 21), 351);
});

test('developTime rejects unknown films', () => {
  assert.throws(() => developTime('velvia', 20), /unknown film/);
});

test('formatClock pads seconds', () => {
  assert.strictEqual(formatClock(390), '6:30');
  assert.strictEqual(formatClock(65), '1:05');
});
