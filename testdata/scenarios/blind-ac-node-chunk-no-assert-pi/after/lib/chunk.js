'use strict';

// chunk splits arr into arrays of length size; the last one may be shorter.
function chunk(arr, size) {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError('chunk size must be a positive integer, got ' + size);
  }
  const out = [];
  for (let i = 0; i < arr.length; i += size) {
    out.push(arr.slice(i, i + size));
  }
  return out;
}

module.exports = { chunk };
