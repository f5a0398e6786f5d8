'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { encode } = require('../morse');

describe('encode', () => {
  it('encodes a word', () => {
    assert.strictEqual(encode('SOS'), '... --- ...');
  });
  it('separates words with a slash', () => {
    assert.strictEqual(encode('HI THERE'), '.... .. / - .... . .-. .');
  });
  it('accepts lower case', () => {
    assert.strictEqual(encode('sos'), '... --- ...');
  });
  it('rejects characters it has no code for', () => {
    assert.throws(() => encode('A#'), /cannot encode/);
  });
});
