'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { diffStats } = require('../src/stats');

test('counts an added line', () => {
  assert.deepEqual(diffStats('a', 'a\nb'), { added: 1, removed: 0 });
});

test('counts a removed line', () => {
  assert.deepEqual(diffStats('a\nb', 'a'), { added: 0, removed: 1 });
});

test('a changed line is one of each', () => {
  assert.deepEqual(diffStats('a\nb\nc', 'a\nx\nc'), { added: 1, removed: 1 });
});
