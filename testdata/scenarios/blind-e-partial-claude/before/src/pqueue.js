'use strict';

// PQueue is a min-priority queue: pop() returns the value with the lowest
// priority number first.
class PQueue {
  constructor() {
    this.heap = [];
  }

  get size() {
    return this.heap.length;
  }

  push(value, priority) {
    const heap = this.heap;
    heap.push({ value, priority });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent].priority <= heap[i].priority) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  }

  peek() {
    return this.heap.length ? this.heap[0].value : undefined;
  }

  pop() {
    const heap = this.heap;
    if (heap.length === 0) return undefined;
    const top = heap[0];
    const last = heap.pop();
    heap[0] = last;
    this.siftDown(0);
    return top.value;
  }

  siftDown(i) {
    const heap = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && heap[l].priority < heap[m].priority) m = l;
      if (r < heap.length && heap[r].priority < heap[m].priority) m = r;
      if (m === i) return;
      [heap[m], heap[i]] = [heap[i], heap[m]];
      i = m;
    }
  }

  // priorities returns the priorities in the queue, lowest first.
  priorities() {
    return this.heap.map((e) => e.priority).sort();
  }
}

module.exports = { PQueue };
