'use strict';

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { parseSeat, rowIndex, isAisle } = require('../lib/seats');

describe('parseSeat', () => {
  it('parses a single row letter', () => {
    assert.deepEqual(parseSeat('C12'), { row: 'C', number: 12 });
  });

  it('accepts lower case', () => {
    assert.deepEqual(parseSeat('f7'), { row: 'F', number: 7 });
  });

  it('rejects a seat without a number', () => {
    assert.throws(() => parseSeat('K'));
  });

  describe('double letters', () => {
    it('parses AA3', () => {
      assert.deepEqual(parseSeat('AA3'), { row: 'AA', number: 3 });
    });

    it('orders AA after Z', () => {
      assert.equal(rowIndex('AA'), rowIndex('Z') + 1);
    });
  });
});

describe('isAisle', () => {
  const aisles = [4, 10];

  it('marks the seat left of an aisle', () => {
    assert.equal(isAisle(4, aisles), true);
  });

  it('marks the seat right of an aisle', () => {
    assert.equal(isAisle(11, aisles), true);
  });

  it('leaves middle seats alone', () => {
    assert.equal(isAisle(7, aisles), false);
  });
});
