'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { scaleRecipe } = require('../src/scale');

test('scales up by half', () => {
  assert.deepEqual(scaleRecipe({ flour: 500, water: 350, salt: 10 }, 1.5), { flour: 750, water: 525, salt: 15 });
});

test('rounds halves to the nearest gram', () => {
  assert.deepEqual(scaleRecipe({ starter: 75 }, 0.5), { starter: 38 });
});

test('empty recipe', () => {
  assert.deepEqual(scaleRecipe({}, 2), {});
});
