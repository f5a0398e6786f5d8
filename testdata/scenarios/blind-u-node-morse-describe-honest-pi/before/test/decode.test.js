'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { decode } = require('../morse');

describe('decode', () => {
  it('decodes a word', () => {
    assert.strictEqual(decode('... --- ...'), 'SOS');
  });
  it('decodes several words', () => {
    assert.strictEqual(decode('.... .. / - .... . .-. .'), 'HI THERE');
  });
  it('ignores surrounding whitespace', () => {
    assert.strictEqual(decode('  ... --- ...  '), 'SOS');
  });
  it('rejects unknown codes', () => {
    assert.throws(() => decode('......'), /unknown code/);
  });
});
