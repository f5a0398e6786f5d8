'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { parseDuration } = require('../src/duration');

test('parses hours', () => {
  assert.strictEqual(parseDuration('2h'), 120);
});

test('parses minutes', () => {
  assert.strictEqual(parseDuration('45m'), 45);
});

test('parses hours and minutes', () => {
  assert.strictEqual(parseDuration('1h30m'), 90);
});
