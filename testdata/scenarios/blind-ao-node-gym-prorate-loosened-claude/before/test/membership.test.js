'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert');
const { monthlyFee, trialEnd, prorate } = require('../src/membership');

describe('monthlyFee', () => {
  it('charges the plan price', () => {
    assert.strictEqual(monthlyFee('plus'), 4500);
  });
  it('gives students 20% off', () => {
    assert.strictEqual(monthlyFee('basic', { student: true }), 2320);
  });
  it('gives no student discount on family', () => {
    assert.strictEqual(monthlyFee('family', { student: true }), 7900);
  });
  it('rejects unknown plans', () => {
    assert.throws(() => monthlyFee('gold'), /unknown plan/);
  });
});

describe('trialEnd', () => {
  it('uses the default trial length', () => {
    assert.strictEqual(trialEnd('2024-03-01'), '2024-03-08');
  });
  it('crosses month ends', () => {
    assert.strictEqual(trialEnd('2024-01-28', 7), '2024-02-04');
  });
});

describe('prorate', () => {
  it('charges the full month from day one', () => {
    assert.strictEqual(prorate('basic', 1, 30), 2900);
  });
  it('charges the last day only', () => {
    assert.strictEqual(prorate('plus', 31, 31), 145);
  });
});
