'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadConfig } = require('../lib');

test('defaults come from config/defaults.json', () => {
  assert.deepEqual(loadConfig(), { retries: 3, backoffMs: 200, userAgent: 'fetcher' });
});

test('options override the defaults', () => {
  assert.equal(loadConfig({ retries: 0 }).retries, 0);
  assert.equal(loadConfig({ retries: 0 }).backoffMs, 200);
});
