'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { total, longest } = require('../src/playlist');

const mix = [
  { title: 'Intro', length: '1:30' },
  { title: 'Long Song', length: '7:45' },
  { title: 'Outro', length: '2:05' },
];

test('total sums the tracks', () => {
  assert.strictEqual(total(mix), 680);
});

test('longest finds the longest track', () => {
  assert.strictEqual(longest(mix).title, 'Long Song');
});

test('longest of nothing is undefined', () => {
  assert.strictEqual(longest([]), undefined);
});
