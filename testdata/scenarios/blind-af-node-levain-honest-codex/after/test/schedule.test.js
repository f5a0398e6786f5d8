'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { feedAmounts } = require('../src/schedule');

test('1:2:2 feed', () => {
  assert.deepEqual(feedAmounts(50, '1:2:2'), { starter: 50, flour: 100, water: 100 });
});

test('stiff 1:5:4 feed', () => {
  assert.deepEqual(feedAmounts(20, '1:5:4'), { starter: 20, flour: 100, water: 80 });
});

test('rejects a malformed ratio', () => {
  assert.throws(() => feedAmounts(50, '1:2'), /bad ratio/);
});
