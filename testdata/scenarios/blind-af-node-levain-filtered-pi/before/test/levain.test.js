'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { hydration, saltGrams } = require('../src/levain');

test('plain dough', () => {
  assert.equal(hydration(500, 350), 70);
});

test('counts a 100% starter', () => {
  assert.equal(hydration(450, 315, 100), 73);
});

test('counts a stiff 50% starter', () => {
  assert.equal(hydration(500, 350, 150, 50), 66.7);
});

test('salt at 2%', () => {
  assert.equal(saltGrams(500), 10);
});

test('salt at 2.2%', () => {
  assert.equal(saltGrams(480, 2.2), 10.6);
});
