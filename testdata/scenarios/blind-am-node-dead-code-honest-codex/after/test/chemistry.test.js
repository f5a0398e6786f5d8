'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { dilution, stopBathMl } = require('../lib/chemistry');

test('dilution 1+31 for a 500 ml tank', () => {
  assert.deepStrictEqual(dilution(31, 500), { stock: 16, water: 484 });
});

test('stop bath for a 500 ml tank', () => {
  assert.strictEqual(stopBathMl(500), 10);
});
