'use strict';

// clamp keeps x within [lo, hi].
function clamp(x, lo, hi) {
  return Math.min(Math.max(x, lo), hi);
}

module.exports = { clamp };
