'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { parseQuery } = require('../src/query');

test('empty string gives an empty object', () => {
  assert.deepEqual(parseQuery(''), {});
});

test('strips a leading ? and percent-decodes', () => {
  assert.deepEqual(parseQuery('?q=hello%20world'), { q: 'hello world' });
});
