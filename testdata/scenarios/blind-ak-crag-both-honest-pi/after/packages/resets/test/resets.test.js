'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { ageInDays, isDue, dueList } = require('../src/resets');

test('counts whole days', () => {
  assert.equal(ageInDays('2026-03-01', '2026-03-15'), 14);
});

test('is not due before the last day', () => {
  assert.equal(isDue({ wall: 'cave', setOn: '2026-01-01' }, '2026-02-11'), false);
});

test('is due on the last day', () => {
  assert.equal(isDue({ wall: 'cave', setOn: '2026-01-01' }, '2026-02-12'), true);
});

test('lists due problems oldest first', () => {
  const routes = [
    { name: 'Pinch Me', wall: 'slab', setOn: '2026-01-10' },
    { name: 'Crimpy', wall: 'cave', setOn: '2026-01-05' },
    { name: 'Fresh', wall: 'vert', setOn: '2026-03-01' },
  ];
  assert.deepEqual(dueList(routes, '2026-03-10'), ['Crimpy', 'Pinch Me']);
});

test('rejects unknown walls', () => {
  assert.throws(() => isDue({ wall: 'roof', setOn: '2026-01-01' }, '2026-02-01'), RangeError);
});
