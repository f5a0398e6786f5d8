'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { isValid10 } = require('../src');

test('isValid10 accepts a plain ISBN-10', () => {
  assert.strictEqual(isValid10('0306406152'), true);
});

test('isValid10 accepts hyphens', () => {
  assert.strictEqual(isValid10('0-306-40615-2'), true);
});

test('isValid10 accepts an X check digit', () => {
  assert.strictEqual(isValid10('080442957X'), true);
});

test('isValid10 rejects a bad check digit', () => {
  assert.strictEqual(isValid10('0306406153'), false);
});
