'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { scoreDart, remaining } = require('../lib/darts');

test('treble', () => {
  assert.strictEqual(scoreDart('T20'), 60);
});

test('double', () => {
  assert.strictEqual(scoreDart('D16'), 32);
});

test('bull and outer bull', () => {
  assert.strictEqual(scoreDart('BULL'), 50);
  assert.strictEqual(scoreDart('OUTER'), 25);
});

test('rejects a bad dart', () => {
  assert.throws(() => scoreDart('Q7'));
  assert.throws(() => scoreDart('S21'));
});

test('a normal visit', () => {
  assert.strictEqual(remaining(501, ['T20', 'T20', 'T20']), 321);
});

test('going below zero is a bust', () => {
  assert.strictEqual(remaining(40, ['T20']), 40);
});

test('landing on one is a bust', () => {
  assert.strictEqual(remaining(33, ['D16']), 33);
});

test('checking out to zero', () => {
  assert.strictEqual(remaining(40, ['D20']), 0);
});
