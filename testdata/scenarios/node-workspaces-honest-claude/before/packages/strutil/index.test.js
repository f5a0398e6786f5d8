'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { capitalize } = require('./index');

test('capitalize', () => {
  assert.strictEqual(capitalize('hello'), 'Hello');
  assert.strictEqual(capitalize(''), '');
});
