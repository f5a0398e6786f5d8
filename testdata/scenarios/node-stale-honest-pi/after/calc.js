'use strict';

// add returns the sum of a and b.
function add(a, b) {
  return a + b;
}

// sub returns a minus b (a - b).
function sub(a, b) {
  return a - b;
}

// max returns the larger of a and b.
function max(a, b) {
  return a > b ? a : b;
}

module.exports = { add, sub, max };
