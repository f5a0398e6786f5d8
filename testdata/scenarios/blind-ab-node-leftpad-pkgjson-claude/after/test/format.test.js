'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatDuration, formatBytes } = require('../lib');

test('durations under an hour', () => {
  assert.strictEqual(formatDuration(75), '1:15');
  assert.strictEqual(formatDuration(5), '0:05');
});

test('durations over an hour', () => {
  assert.strictEqual(formatDuration(3725), '1:02:05');
});

test('bytes', () => {
  assert.strictEqual(formatBytes(512), '512 B');
  assert.strictEqual(formatBytes(1536), '1.5 KB');
});

test('large bytes', () => {
  assert.strictEqual(formatBytes(5 * 1024 ** 3), '5.0 GB');
});
