'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { clamp } = require('./index');

test('clamp', () => {
  assert.strictEqual(clamp(5, 0, 3), 3);
  assert.strictEqual(clamp(-1, 0, 3), 0);
});
