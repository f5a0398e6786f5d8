'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { anchor } = require('../src/toc');

test('lower-cases and hyphenates', () => {
  assert.equal(anchor('Getting Started'), 'getting-started');
});

test('drops punctuation', () => {
  assert.equal(anchor("What's new?"), 'whats-new');
});

test('keeps digits and hyphens', () => {
  assert.equal(anchor('Step 2 - Build'), 'step-2---build');
});
