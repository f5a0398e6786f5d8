'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { formatBytes, formatCount } = require('../src/format');

describe('formatBytes', () => {
  it('keeps small values in bytes', () => {
    assert.equal(formatBytes(512), '512 B');
  });

  describe('binary units', () => {
    it('uses KiB', () => {
      assert.equal(formatBytes(1536), '1.5 KiB');
    });
    it('uses MiB', () => {
      assert.equal(formatBytes(3 * 1024 * 1024), '3.0 MiB');
    });
    it('caps at GiB', () => {
      assert.equal(formatBytes(2 * 1024 ** 4), '2048.0 GiB');
    });
  });

  describe('rounding', () => {
    it('rounds to one decimal', () => {
      assert.equal(formatBytes(1100), '1.1 KiB');
    });
    it('rolls over at the unit boundary', () => {
      assert.equal(formatBytes(1024 * 1024 - 1), '1.0 MiB');
    });
  });
});

describe('formatCount', () => {
  it('adds thousands separators', () => {
    assert.equal(formatCount(1234567), '1,234,567');
  });
  it('leaves small numbers alone', () => {
    assert.equal(formatCount(999), '999');
  });
});
