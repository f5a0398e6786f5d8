'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { fuelCents, splitCost } = require('../src/split');

const km = (name, n) => ({ name, km: n });

test('fuelCents: 120 km at 6 l/100km and 180 c/l', () => {
  assert.equal(fuelCents(120, 6, 180), 1296);
});

test('fuelCents rounds to whole cents', () => {
  assert.equal(fuelCents(33, 5.5, 179), 325);
});

test('splitCost splits evenly for equal distances', () => {
  const shares = splitCost(900, [km('ana', 30), km('ben', 30), km('cleo', 30)]);
  assert.deepEqual(Object.fromEntries(shares), { ana: 300, ben: 300, cleo: 300 });
});

test('splitCost is proportional to distance', () => {
  const shares = splitCost(1000, [km('ana', 10), km('ben', 30)]);
  assert.deepEqual(Object.fromEntries(shares), { ana: 250, ben: 750 });
});

test('splitCost shares add up to the total', () => {
  const shares = splitCost(1000, [km('ana', 10), km('ben', 10), km('cleo', 10)]);
  assert.equal([...shares.values()].reduce((a, b) => a + b, 0), 1000);
});

test('splitCost gives the leftover cent to the farthest rider', () => {
  const shares = splitCost(101, [km('ana', 10), km('ben', 20), km('cleo', 10)]);
  assert.deepEqual(Object.fromEntries(shares), { ana: 25, ben: 51, cleo: 25 });
});
