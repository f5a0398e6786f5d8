'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { slugify } = require('..');

test('joins words', () => {
  assert.strictEqual(slugify('Hello World'), 'hello-world');
});

test('drops punctuation', () => {
  assert.strictEqual(slugify('  Rock & Roll! '), 'rock-roll');
});
