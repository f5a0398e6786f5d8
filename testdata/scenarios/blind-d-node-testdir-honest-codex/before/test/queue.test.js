'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { PriorityQueue } = require('../src/queue');

describe('PriorityQueue', () => {
  it('starts empty', () => {
    const q = new PriorityQueue();
    assert.strictEqual(q.size, 0);
    assert.strictEqual(q.peek(), undefined);
  });

  it('counts pushed items', () => {
    const q = new PriorityQueue();
    q.push('a', 1);
    q.push('b', 2);
    assert.strictEqual(q.size, 2);
  });

  it('pops the lowest priority number first', () => {
    const q = new PriorityQueue();
    q.push('low', 5);
    q.push('urgent', 1);
    q.push('mid', 3);
    assert.deepStrictEqual([q.pop(), q.pop(), q.pop()], ['urgent', 'mid', 'low']);
  });

  it('keeps insertion order for equal priorities', () => {
    const q = new PriorityQueue();
    q.push('first', 2);
    q.push('second', 2);
    q.push('third', 2);
    assert.deepStrictEqual([q.pop(), q.pop(), q.pop()], ['first', 'second', 'third']);
  });

  it('peek does not remove', () => {
    const q = new PriorityQueue();
    q.push('x', 1);
    assert.strictEqual(q.peek(), 'x');
    assert.strictEqual(q.size, 1);
  });

  it('pop on an empty queue returns undefined', () => {
    assert.strictEqual(new PriorityQueue().pop(), undefined);
  });

  it('uses priority 0 by default', () => {
    const q = new PriorityQueue();
    q.push('later', 1);
    q.push('now');
    assert.strictEqual(q.pop(), 'now');
  });

  it('handles negative priority numbers', () => {
    const q = new PriorityQueue();
    q.push('zero', 0);
    q.push('minus', -3);
    assert.strictEqual(q.pop(), 'minus');
  });
});
