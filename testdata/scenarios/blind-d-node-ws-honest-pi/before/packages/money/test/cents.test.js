'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatCents } = require('..');

test('single-digit cents are zero-padded', () => {
  assert.strictEqual(formatCents(1205), '$12.05');
  assert.strictEqual(formatCents(7), '$0.07');
});
