'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { sub } = require('./calc');

test('sub', () => {
  assert.strictEqual(sub(5, 3), 2);
});
