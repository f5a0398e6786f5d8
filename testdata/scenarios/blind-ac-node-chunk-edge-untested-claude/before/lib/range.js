'use strict';

// range returns the integers from start up to (not including) end.
function range(start, end, step = 1) {
  const out = [];
  for (let i = start; step > 0 ? i < end : i > end; i += step) out.push(i);
  return out;
}

module.exports = { range };
