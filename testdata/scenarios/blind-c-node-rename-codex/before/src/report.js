'use strict';

const { fmtBytes, pad } = require('./format');

// usageReport renders one line per [name, bytes] pair.
function usageReport(entries) {
  return entries.map(([name, bytes]) => name.padEnd(12) + pad(fmtBytes(bytes), 10)).join('\n');
}

module.exports = { usageReport };
