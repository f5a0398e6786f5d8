'use strict';

// BoundedQueue is a FIFO that holds at most capacity items.
class BoundedQueue {
  constructor(capacity) {
    if (!(capacity > 0)) throw new RangeError('capacity must be positive');
    this.capacity = capacity;
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  // push adds item at the back; it returns false when the queue is full.
  push(item) {
    if (this.items.length >= this.capacity) return false;
    this.items.push(item);
    return true;
  }

  // shift removes and returns the front item (undefined when empty).
  shift() {
    return this.items.shift();
  }

  // peek returns the front item without removing it.
  peek() {
    return this.items[0];
  }
}

module.exports = { BoundedQueue };
