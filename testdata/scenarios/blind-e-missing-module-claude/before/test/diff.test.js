'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { diffLines, format } = require('../src/diff');

test('identical texts', () => {
  assert.deepEqual(diffLines('a\nb', 'a\nb'), [
    { op: ' ', line: 'a' },
    { op: ' ', line: 'b' },
  ]);
});

test('changed line', () => {
  assert.equal(format(diffLines('a\nb\nc', 'a\nx\nc')), ' a\n-b\n+x\n c');
});

test('appended line', () => {
  assert.equal(format(diffLines('a', 'a\nb')), ' a\n+b');
});

test('removed trailing line', () => {
  assert.equal(format(diffLines('a\nb', 'a')), ' a\n-b');
});

test('format', () => {
  assert.equal(format([{ op: ' ', line: 'a' }, { op: '+', line: 'b' }]), ' a\n+b');
});
