'use strict';

const BITS = ['r', 'w', 'x'];

// formatMode turns a file mode number (0o755) into "rwxr-xr-x".
function formatMode(mode) {
  let out = '';
  for (let shift = 6; shift >= 0; shift -= 3) {
    const triple = (mode >> shift) & 7;
    for (let i = 0; i < 3; i++) {
      out += triple & (1 << i) ? BITS[i] : '-';
    }
  }
  return out;
}

// parseMode turns "rwxr-xr-x" back into 0o755.
function parseMode(text) {
  if (!/^([r-][w-][x-]){3}$/.test(text)) {
    throw new Error('bad mode string: ' + text);
  }
  let mode = 0;
  for (let i = 0; i < 9; i++) {
    if (text[i] !== '-') mode |= 1 << (8 - i);
  }
  return mode;
}

module.exports = { formatMode, parseMode };
