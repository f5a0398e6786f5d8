'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { shiftCue } = require('../src/srt');

test('shifts forward', () => {
  assert.deepEqual(shiftCue({ start: 1000, end: 2000, text: 'hi' }, 500), { start: 1500, end: 2500, text: 'hi' });
});

test('shifts backward', () => {
  assert.deepEqual(shiftCue({ start: 1000, end: 2000, text: 'hi' }, -500), { start: 500, end: 1500, text: 'hi' });
});

test('clamps at zero', () => {
  assert.deepEqual(shiftCue({ start: 300, end: 900, text: 'hi' }, -500), { start: 0, end: 400, text: 'hi' });
});

test.todo('keeps WebVTT cue settings');
