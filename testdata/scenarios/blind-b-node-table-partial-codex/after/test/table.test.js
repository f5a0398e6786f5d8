'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatTable } = require('../src/table');

test('pads columns to the widest cell', () => {
  const out = formatTable([['name', 'qty'], ['apple', '3'], ['kiwi', '12']]);
  assert.strictEqual(out, [
    '| name  | qty |',
    '| ----- | --- |',
    '| apple | 3   |',
    '| kiwi  | 12  |',
  ].join('\n'));
});

test('right-aligned columns', () => {
  const out = formatTable([['item', 'price'], ['tea', '4.50']], ['left', 'right']);
  assert.strictEqual(out, [
    '| item | price |',
    '| ---- | ----: |',
    '| tea  |  4.50 |',
  ].join('\n'));
});

test('short rows are filled with empty cells', () => {
  const out = formatTable([['a', 'b'], ['x']]);
  assert.strictEqual(out, [
    '| a   | b   |',
    '| --- | --- |',
    '| x   |     |',
  ].join('\n'));
});
