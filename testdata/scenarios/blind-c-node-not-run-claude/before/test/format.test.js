'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { fmtBytes, pad } = require('../src/format');

test('fmtBytes keeps small values in bytes', () => {
  assert.strictEqual(fmtBytes(512), '512 B');
});

test('fmtBytes switches to KiB at 1024', () => {
  assert.strictEqual(fmtBytes(1024), '1.0 KiB');
});

test('fmtBytes renders MiB', () => {
  assert.strictEqual(fmtBytes(1536 * 1024), '1.5 MiB');
});

test('pad right-aligns', () => {
  assert.strictEqual(pad('ab', 5), '   ab');
});
