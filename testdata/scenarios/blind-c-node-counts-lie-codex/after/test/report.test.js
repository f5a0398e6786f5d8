'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { usageReport } = require('../src/report');

test('usageReport renders one line per entry', () => {
  const out = usageReport([['logs', 2048], ['cache', 100]]);
  assert.strictEqual(out, 'logs           2.0 KiB\ncache            100 B');
});
