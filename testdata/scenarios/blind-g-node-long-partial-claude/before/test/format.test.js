'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { format } = require('../lib/duration');

test('formats hours, minutes and seconds', () => {
  assert.equal(format(3723000), '1h 2m 3s');
});

test('leaves out zero parts', () => {
  assert.equal(format(3600000), '1h');
  assert.equal(format(61000), '1m 1s');
});

test('zero is 0s', () => {
  assert.equal(format(0), '0s');
});

test('drops milliseconds', () => {
  assert.equal(format(1500), '1s');
});
