'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { isValid13 } = require('../src');

test('isValid13 accepts a plain ISBN-13', () => {
  assert.strictEqual(isValid13('9780306406157'), true);
});

test('isValid13 accepts hyphens', () => {
  assert.strictEqual(isValid13('978-0-306-40615-7'), true);
});

test('isValid13 rejects a bad check digit', () => {
  assert.strictEqual(isValid13('9780306406158'), false);
});
