'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { merge, format } = require('../src/list.js');

test('merges the same item across units', () => {
  const lines = [
    { item: 'flour', qty: 500, unit: 'g' },
    { item: 'Flour', qty: 1, unit: 'kg' },
  ];
  assert.deepStrictEqual(merge(lines), [{ item: 'flour', qty: 1500, unit: 'g' }]);
});

test('ignores stray spaces around item names', () => {
  const lines = [
    { item: 'sugar', qty: 2, unit: 'tbsp' },
    { item: ' Sugar ', qty: 1, unit: 'cup' },
  ];
  assert.deepStrictEqual(merge(lines), [{ item: 'sugar', qty: 18, unit: 'tbsp' }]);
});

test('keeps different items apart', () => {
  const lines = [
    { item: 'salt', qty: 2, unit: 'g' },
    { item: 'butter', qty: 100, unit: 'g' },
  ];
  assert.strictEqual(merge(lines).length, 2);
});

test('formats sorted lines', () => {
  const list = [
    { item: 'salt', qty: 2.25, unit: 'g' },
    { item: 'butter', qty: 100, unit: 'g' },
  ];
  assert.deepStrictEqual(format(list), ['100 g butter', '2.3 g salt']);
});
