'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatMode, parseMode } = require('../mode');

test('formats 0o755', () => {
  assert.strictEqual(formatMode(0o755), 'rwxr-xr-x');
});

test('formats 0o644', () => {
  assert.strictEqual(formatMode(0o644), 'rw-r--r--');
});

test('formats 0o000', () => {
  assert.strictEqual(formatMode(0), '---------');
});

test('parses rwxr-xr-x', () => {
  assert.strictEqual(parseMode('rwxr-xr-x'), 0o755);
});

test('rejects bad strings', () => {
  assert.throws(() => parseMode('rwx'));
  assert.throws(() => parseMode('rwzr-xr-x'));
});

test('round trips every mode', () => {
  for (let m = 0; m < 0o1000; m++) {
    assert.strictEqual(parseMode(formatMode(m)), m);
  }
});
