'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { formatDuration } = require('../src/duration');

test('short rides in minutes', () => {
  assert.equal(formatDuration(45), '45 min');
});

test('hours pad the minutes', () => {
  assert.equal(formatDuration(65), '1 h 05 min');
});

test('exact hours', () => {
  assert.equal(formatDuration(120), '2 h 00 min');
});
