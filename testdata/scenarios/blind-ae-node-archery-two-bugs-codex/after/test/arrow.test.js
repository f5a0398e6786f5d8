'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { arrowValue, endTotal } = require('../src/archery');

describe('arrowValue', () => {
  it('scores numbers', () => {
    assert.strictEqual(arrowValue(7), 7);
    assert.strictEqual(arrowValue('9'), 9);
  });
  it('X is ten and M is zero', () => {
    assert.strictEqual(arrowValue('X'), 10);
    assert.strictEqual(arrowValue('M'), 0);
  });
  it('accepts lower case', () => {
    assert.strictEqual(arrowValue('x'), 10);
    assert.strictEqual(arrowValue('m'), 0);
  });
  it('rejects 0 and 11', () => {
    assert.throws(() => arrowValue('0'));
    assert.throws(() => arrowValue(11));
  });
});

describe('endTotal', () => {
  it('adds up an end', () => {
    assert.strictEqual(endTotal(['X', '9', 'M']), 19);
  });
});
