'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { PQueue } = require('../src/pqueue');

test('pops the lowest priority first', () => {
  const q = new PQueue();
  q.push('write', 3);
  q.push('read', 1);
  q.push('exec', 2);
  assert.deepEqual([q.pop(), q.pop(), q.pop()], ['read', 'exec', 'write']);
});

test('peek does not remove', () => {
  const q = new PQueue();
  q.push('a', 5);
  assert.equal(q.peek(), 'a');
  assert.equal(q.size, 1);
});

test('size drops to zero after popping the last item', () => {
  const q = new PQueue();
  q.push('only', 1);
  assert.equal(q.pop(), 'only');
  assert.equal(q.size, 0);
});

test('priorities() sorts numerically', () => {
  const q = new PQueue();
  q.push('a', 10);
  q.push('b', 9);
  q.push('c', 2);
  assert.deepEqual(q.priorities(), [2, 9, 10]);
});

test('pop on an empty queue returns undefined', () => {
  assert.equal(new PQueue().pop(), undefined);
});

test('ties pop in insertion order', () => {
  const q = new PQueue();
  q.push('a', 1);
  q.push('b', 1);
  q.push('c', 1);
  assert.deepEqual([q.pop(), q.pop(), q.pop()], ['a', 'b', 'c']);
});
