'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { parseRatio, parseVolume, oilMl } = require('../lib/mix');

test('parseRatio reads N:1', () => {
  assert.equal(parseRatio('50:1'), 50);
  assert.equal(parseRatio('32:1'), 32);
});

test('parseRatio rejects junk', () => {
  assert.throws(() => parseRatio('fifty'));
});

test('parseVolume defaults to litres', () => {
  assert.equal(parseVolume('5'), 5);
  assert.equal(parseVolume('1.5l'), 1.5);
});

test('parseVolume reads millilitres', () => {
  assert.equal(parseVolume('500ml'), 0.5);
});

test('parseVolume accepts capital letters', () => {
  assert.equal(parseVolume('5L'), 5);
  assert.equal(parseVolume('250 mL'), 0.25);
});

test('oilMl rounds to whole millilitres', () => {
  assert.equal(oilMl(5, '50:1'), 100);
  assert.equal(oilMl(2.5, '40:1'), 63);
});
