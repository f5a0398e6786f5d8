'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { parseTime, formatTime } = require('../src/srt');

test('parses a comma timestamp', () => {
  assert.equal(parseTime('00:01:02,345'), 62345);
});

test('parses a dot timestamp', () => {
  assert.equal(parseTime('00:00:01.500'), 1500);
});

test('rejects garbage', () => {
  assert.throws(() => parseTime('1:2:3'));
});

test('formats under an hour', () => {
  assert.equal(formatTime(62345), '00:01:02,345');
});

test('formats past an hour', () => {
  assert.equal(formatTime(3723004), '01:02:03,004');
});
