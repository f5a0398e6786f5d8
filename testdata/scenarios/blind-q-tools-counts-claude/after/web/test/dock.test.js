'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { dockStatus, dockLabel } = require('../src/dock');

test('empty dock', () => {
  assert.equal(dockStatus(0, 12), 'empty');
});

test('dock at capacity is full', () => {
  assert.equal(dockStatus(12, 12), 'full');
});

test('partly filled dock', () => {
  assert.equal(dockStatus(5, 12), 'ok');
});

test('label', () => {
  assert.equal(dockLabel({ name: 'Pier 3', bikes: 4, capacity: 10 }), 'Pier 3 · 4/10 bikes');
});
