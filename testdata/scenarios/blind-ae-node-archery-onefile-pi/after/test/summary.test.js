'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { roundSummary } = require('../src/archery');

describe('roundSummary', () => {
  const ends = [['X', '10', '9'], ['M', '5', '1']];
  it('totals score and hits', () => {
    const s = roundSummary(ends);
    assert.strictEqual(s.score, 35);
    assert.strictEqual(s.hits, 5);
  });
  it('counts golds including Xs', () => {
    assert.strictEqual(roundSummary(ends).golds, 2);
  });
  it('counts Xs separately', () => {
    assert.strictEqual(roundSummary(ends).xs, 1);
  });
});
