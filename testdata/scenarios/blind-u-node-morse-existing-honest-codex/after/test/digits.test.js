'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { encode, decode } = require('../morse');

describe('digits', () => {
  it('encodes a year', () => {
    assert.strictEqual(encode('1984'), '.---- ----. ---.. ....-');
  });
  it('round-trips 0-9', () => {
    assert.strictEqual(decode(encode('0123456789')), '0123456789');
  });
});
