'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { toFrames } = require('../lib/frames');

test('open frames are pairs', () => {
  assert.deepStrictEqual(toFrames([1, 2, 3, 4]), [[1, 2], [3, 4]]);
});

test('a strike is a frame of its own', () => {
  assert.deepStrictEqual(toFrames([10, 3, 4]), [[10], [3, 4]]);
});

test('the tenth frame keeps its bonus rolls', () => {
  const rolls = [...Array(18).fill(0), 10, 10, 10];
  assert.deepStrictEqual(toFrames(rolls).at(-1), [10, 10, 10]);
});
