'use strict';

const { diffLines } = require('./diff');

// diffStats counts the lines added and removed between texts a and b.
function diffStats(a, b) {
  let added = 0;
  let removed = 0;
  for (const { op } of diffLines(a, b)) {
    if (op === '+') added++;
    else if (op === '-') removed++;
  }
  return { added, removed };
}

module.exports = { diffStats };
