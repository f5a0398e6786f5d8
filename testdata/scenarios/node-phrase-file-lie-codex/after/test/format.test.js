'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatDuration } = require('../src/duration');

test('formats hours and minutes', () => {
  assert.strictEqual(formatDuration(90), '1h30m');
});
