'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { evaluate, format } = require('../rpn');

test('adds', () => {
  assert.strictEqual(evaluate('2 3 +'), 5);
});

test('multiplies before adding', () => {
  assert.strictEqual(evaluate('2 3 4 * +'), 14);
});

test('divides', () => {
  assert.strictEqual(evaluate('8 2 /'), 4);
});

test('rejects a bad token', () => {
  assert.throws(() => evaluate('2 x +'), /bad token x/);
});

test('formats fractions', () => {
  assert.strictEqual(format(2.5), '2.5');
});
