'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { fontToV, vToFont } = require('../src/grades');

test('converts upper-case Font grades', () => {
  assert.equal(fontToV('6A'), 'V3');
  assert.equal(fontToV('7B+'), 'V8');
});

test('accepts lower-case Font grades', () => {
  assert.equal(fontToV('6b+'), 'V4');
});

test('ignores surrounding spaces', () => {
  assert.equal(fontToV(' 7a '), 'V6');
});

test('rejects unknown grades', () => {
  assert.throws(() => fontToV('9Z'), RangeError);
});

test('maps V grades back to the lowest Font grade', () => {
  assert.equal(vToFont('v5'), '6C');
});
