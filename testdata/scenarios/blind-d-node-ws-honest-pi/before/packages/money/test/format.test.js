'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatCents } = require('..');

test('whole dollars', () => {
  assert.strictEqual(formatCents(1200), '$12.00');
});

test('two-digit cents', () => {
  assert.strictEqual(formatCents(1234), '$12.34');
});
