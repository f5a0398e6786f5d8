'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { score } = require('../lib/bowling');

const zeros = (n) => Array(n).fill(0);

test('gutter game scores 0', () => {
  assert.strictEqual(score(zeros(20)), 0);
});

test('all ones score 20', () => {
  assert.strictEqual(score(Array(20).fill(1)), 20);
});

test('one spare gets the next roll as bonus', () => {
  assert.strictEqual(score([5, 5, 3, ...zeros(17)]), 16);
});

test('one strike gets the next two rolls as bonus', () => {
  assert.strictEqual(score([10, 3, 4, ...zeros(16)]), 24);
});

test('perfect game scores 300', () => {
  assert.strictEqual(score(Array(12).fill(10)), 300);
});

test('all spares score 150', () => {
  assert.strictEqual(score(Array(21).fill(5)), 150);
});
