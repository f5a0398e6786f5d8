'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { plural, count } = require('../plural');

test('regular nouns', () => {
  assert.strictEqual(plural('cat'), 'cats');
});

test('sibilants', () => {
  assert.strictEqual(plural('box'), 'boxes');
  assert.strictEqual(plural('church'), 'churches');
});

test('consonant y', () => {
  assert.strictEqual(plural('city'), 'cities');
  assert.strictEqual(plural('day'), 'days');
});

test('irregular nouns', () => {
  assert.strictEqual(plural('child'), 'children');
  assert.strictEqual(plural('person'), 'people');
  assert.strictEqual(plural('mouse'), 'mice');
});

test('count', () => {
  assert.strictEqual(count(1, 'box'), '1 box');
  assert.strictEqual(count(3, 'box'), '3 boxes');
});
