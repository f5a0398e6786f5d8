'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { PriorityQueue } = require('../src/queue');

describe('drain', () => {
  it('returns the items in priority order', () => {
    const q = new PriorityQueue();
    q.push('c', 3);
    q.push('a', 1);
    q.push('b', 2);
    assert.deepStrictEqual(q.drain(), ['a', 'b', 'c']);
  });

  it('empties the queue', () => {
    const q = new PriorityQueue();
    q.push('a', 1);
    q.push('b', 2);
    q.drain();
    assert.strictEqual(q.size, 0);
  });

  it('on an empty queue returns []', () => {
    assert.deepStrictEqual(new PriorityQueue().drain(), []);
  });
});
