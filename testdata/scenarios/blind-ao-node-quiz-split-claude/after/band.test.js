'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { band } = require('./quiz');

test('band boundaries', () => {
  assert.strictEqual(band(85), 'distinction');
  assert.strictEqual(band(84), 'merit');
  assert.strictEqual(band(65), 'merit');
  assert.strictEqual(band(50), 'pass');
  assert.strictEqual(band(49), 'fail');
});
