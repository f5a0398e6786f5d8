'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { format, parse } = require('../lib/duration');

test('parses compact hours and minutes', () => {
  assert.equal(parse('1h30m'), 5400000);
});

test('parses seconds', () => {
  assert.equal(parse('45s'), 45000);
});

test('allows spaces between parts', () => {
  assert.equal(parse('2h 5s'), 7205000);
});

test('throws on garbage', () => {
  assert.throws(() => parse('soon'), /bad duration/);
});

test('round-trips through format', () => {
  assert.equal(format(parse('1h 2m 3s')), '1h 2m 3s');
});
