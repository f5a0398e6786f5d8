'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatBytes, pad } = require('../src/format');

test('formatBytes keeps small values in bytes', () => {
  assert.strictEqual(formatBytes(512), '512 B');
});

test('formatBytes switches to KiB at 1024', () => {
  assert.strictEqual(formatBytes(1024), '1.0 KiB');
});

test('formatBytes renders MiB', () => {
  assert.strictEqual(formatBytes(1536 * 1024), '1.5 MiB');
});

test('pad right-aligns', () => {
  assert.strictEqual(pad('ab', 5), '   ab');
});
