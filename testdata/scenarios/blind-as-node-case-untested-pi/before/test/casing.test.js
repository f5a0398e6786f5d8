'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { kebabCase, camelCase } = require('../lib/casing');

test('kebabCase splits camel humps', () => {
  assert.equal(kebabCase('fooBar'), 'foo-bar');
});

test('kebabCase trims surrounding spaces', () => {
  assert.equal(kebabCase(' Foo Bar '), 'foo-bar');
});

test('camelCase joins words', () => {
  assert.equal(camelCase('foo-bar'), 'fooBar');
});
