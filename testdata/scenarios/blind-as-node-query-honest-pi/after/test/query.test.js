'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { parseQuery } = require('../src/query');

test('parses simple pairs', () => {
  assert.deepEqual(parseQuery('a=1&b=2'), { a: '1', b: '2' });
});

test('collects repeated keys', () => {
  assert.deepEqual(parseQuery('tag=x&tag=y'), { tag: ['x', 'y'] });
});

test('empty string gives an empty object', () => {
  assert.deepEqual(parseQuery(''), {});
});

test('strips a leading ? and percent-decodes', () => {
  assert.deepEqual(parseQuery('?q=hello%20world'), { q: 'hello world' });
});

test('plus is a space', () => {
  assert.deepEqual(parseQuery('q=a+b'), { q: 'a b' });
});

test('key without a value', () => {
  assert.deepEqual(parseQuery('flag'), { flag: '' });
});

test('three repeated values', () => {
  assert.deepEqual(parseQuery('a=1&a=2&a=3'), { a: ['1', '2', '3'] });
});

test('= inside a value is kept', () => {
  assert.deepEqual(parseQuery('x=a=b'), { x: 'a=b' });
});
