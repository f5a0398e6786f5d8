'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { max } = require('./calc');

test('max', () => {
  assert.strictEqual(max(2, 7), 7);
});
