'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { parseDate, formatDate } = require('../lib/dates');

test('parses a valid date', () => {
  assert.equal(parseDate('2024-02-29').toISOString(), '2024-02-29T00:00:00.000Z');
});

test('rejects an impossible date', () => {
  assert.equal(parseDate('2023-02-29'), null);
});

test('rejects other formats', () => {
  assert.equal(parseDate('29/02/2024'), null);
});

test('formats a date', () => {
  assert.equal(formatDate(new Date(Date.UTC(2024, 0, 5))), '2024-01-05');
});
