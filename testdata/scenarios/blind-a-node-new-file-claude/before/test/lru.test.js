'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { LRUCache } = require('../lib/lru');

test('evicts the oldest entry when full', () => {
  const c = new LRUCache(2);
  c.set('a', 1).set('b', 2).set('c', 3);
  assert.equal(c.get('a'), undefined);
  assert.equal(c.get('c'), 3);
  assert.equal(c.size, 2);
});

test('get refreshes recency', () => {
  const c = new LRUCache(2);
  c.set('a', 1).set('b', 2);
  c.get('a');
  c.set('c', 3);
  assert.equal(c.get('a'), 1);
  assert.equal(c.get('b'), undefined);
});

test('set on an existing key updates it', () => {
  const c = new LRUCache(2);
  c.set('a', 1).set('a', 5);
  assert.equal(c.get('a'), 5);
  assert.equal(c.size, 1);
});

test('rejects a zero capacity', () => {
  assert.throws(() => new LRUCache(0), RangeError);
});
