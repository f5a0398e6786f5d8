'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { toIsbn13 } = require('../src/convert');

test('toIsbn13 converts a plain ISBN-10', () => {
  assert.strictEqual(toIsbn13('0306406152'), '9780306406157');
});

test('toIsbn13 accepts hyphens and an X check digit', () => {
  assert.strictEqual(toIsbn13('0-8044-2957-X'), '9780804429573');
});

test('toIsbn13 throws on an invalid ISBN-10', () => {
  assert.throws(() => toIsbn13('0306406153'), TypeError);
});
