'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { parseTime, shiftMinutes, weeklyHours } = require('../lib/shifts');

test('parseTime reads HH:MM', () => {
  assert.equal(parseTime('09:30'), 570);
});

test('day shift length', () => {
  assert.equal(shiftMinutes('09:00', '17:00'), 480);
});

test('overnight shift wraps past midnight', () => {
  assert.equal(shiftMinutes('22:00', '06:00'), 480);
});

test('weekly hours add up', () => {
  const week = [{ start: '09:00', end: '17:00' }, { start: '22:00', end: '06:00' }];
  assert.equal(weeklyHours(week), 16);
});
