'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { BoundedQueue } = require('../src/queue');

test('push and shift are FIFO', () => {
  const q = new BoundedQueue(3);
  q.push(1);
  q.push(2);
  assert.strictEqual(q.shift(), 1);
  assert.strictEqual(q.shift(), 2);
});

test('push refuses when full', () => {
  const q = new BoundedQueue(2);
  assert.ok(q.push('a'));
  assert.ok(q.push('b'));
  assert.strictEqual(q.push('c'), false);
  assert.strictEqual(q.size, 2);
});

test('peek does not remove', () => {
  const q = new BoundedQueue(1);
  q.push('x');
  assert.strictEqual(q.peek(), 'x');
  assert.strictEqual(q.size, 1);
});

test('rejects a zero capacity', () => {
  assert.throws(() => new BoundedQueue(0), RangeError);
});
