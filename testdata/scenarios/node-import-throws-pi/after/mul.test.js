'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { mul } = require('./mul');

test('mul', () => {
  assert.strictEqual(mul(2, 3), 6);
});
