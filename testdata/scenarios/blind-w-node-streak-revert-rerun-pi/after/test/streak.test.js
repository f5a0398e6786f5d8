'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { longestStreak, currentStreak } = require('../lib/streak');

const week = ['2024-03-08', '2024-03-09', '2024-03-10'];

test('longest: no days is 0', () => {
  assert.strictEqual(longestStreak([]), 0);
});

test('longest: a single day is 1', () => {
  assert.strictEqual(longestStreak(['2024-03-01']), 1);
});

test('longest: three days in a row', () => {
  assert.strictEqual(longestStreak(['2024-03-01', '2024-03-02', '2024-03-03']), 3);
});

test('longest: a gap splits streaks', () => {
  assert.strictEqual(longestStreak(['2024-03-01', '2024-03-02', '2024-03-05', '2024-03-06', '2024-03-07']), 3);
});

test('longest: order does not matter', () => {
  assert.strictEqual(longestStreak(['2024-03-03', '2024-03-01', '2024-03-02']), 3);
});

test('longest: duplicate days count once', () => {
  assert.strictEqual(longestStreak(['2024-03-01', '2024-03-02', '2024-03-02', '2024-03-03']), 3);
});

test('current: counts back from today', () => {
  assert.strictEqual(currentStreak(week, '2024-03-10'), 3);
});

test('current: yesterday still counts when today is missing', () => {
  assert.strictEqual(currentStreak(week, '2024-03-11'), 3);
});

test('current: a missed day breaks it', () => {
  assert.strictEqual(currentStreak(week, '2024-03-12'), 0);
});
