'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { parse, format } = require('../src/duration');

test('parse m:ss', () => {
  assert.strictEqual(parse('3:07'), 187);
});

test('parse h:mm:ss', () => {
  assert.strictEqual(parse('1:02:03'), 3723);
});

test('format pads seconds', () => {
  assert.strictEqual(format(65), '1:05');
});

test('format under a minute', () => {
  assert.strictEqual(format(9), '0:09');
});

test('format with hours', () => {
  assert.strictEqual(format(3723), '1:02:03');
});
