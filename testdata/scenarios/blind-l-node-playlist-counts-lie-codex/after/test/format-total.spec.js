'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatTotal } = require('../src/playlist');

test('formatTotal of an empty playlist', () => {
  assert.strictEqual(formatTotal([]), '0:00');
});

test('formatTotal under an hour', () => {
  assert.strictEqual(formatTotal([{ title: 'a', length: '3:30' }, { title: 'b', length: '2:45' }]), '6:15');
});

test('formatTotal over an hour', () => {
  assert.strictEqual(formatTotal([{ title: 'a', length: '59:00' }, { title: 'b', length: '2:05' }]), '1:01:05');
});
