'use strict';

// PriorityQueue pops the item with the lowest priority number first; items
// of equal priority come out in the order they were pushed.
class PriorityQueue {
  constructor() {
    this.items = [];
    this.seq = 0;
  }

  get size() {
    return this.items.length;
  }

  push(value, priority = 0) {
    this.items.push({ value, priority, seq: this.seq++ });
    this.items.sort((a, b) => a.priority - b.priority || b.seq - a.seq);
  }

  pop() {
    const top = this.items.shift();
    return top === undefined ? undefined : top.value;
  }

  peek() {
    return this.items.length ? this.items[0].value : undefined;
  }

  drain() {
    const out = [];
    while (this.size) out.push(this.pop());
    return out;
  }
}

module.exports = { PriorityQueue };
