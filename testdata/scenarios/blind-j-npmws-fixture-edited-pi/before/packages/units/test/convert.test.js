'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { convert, scale } = require('../src/index.js');

test('kg to g', () => {
  assert.strictEqual(convert(1.5, 'kg', 'g'), 1500);
});

test('tbsp to ml', () => {
  assert.strictEqual(convert(3, 'tbsp', 'ml'), 45);
});

test('cup to tbsp', () => {
  assert.strictEqual(convert(1, 'cup', 'tbsp'), 16);
});

test('mass to volume throws', () => {
  assert.throws(() => convert(1, 'g', 'ml'), /cannot convert g to ml/);
});

test('scale servings', () => {
  assert.strictEqual(scale(200, 4, 6), 300);
});
