import test from 'node:test';
import assert from 'node:assert/strict';
import { attendanceRate, concertReady } from '../dist/attendance.js';

const rehearsals = [
  { date: '2026-09-01', present: ['Ines', 'Tom', 'Mara'] },
  { date: '2026-09-08', present: ['Ines', 'Mara'] },
  { date: '2026-09-15', present: ['Ines', 'Tom'] },
];
const singers = [
  { name: 'Ines', part: 'soprano' },
  { name: 'Tom', part: 'tenor' },
  { name: 'Mara', part: 'alto' },
  { name: 'Olu', part: 'bass' },
];

test('attendanceRate is 100 for a singer at every rehearsal', () => {
  assert.equal(attendanceRate(singers[0], rehearsals), 100);
});

test('attendanceRate rounds to the nearest percent', () => {
  assert.equal(attendanceRate(singers[1], rehearsals), 67);
});

test('attendanceRate is 0 when there were no rehearsals', () => {
  assert.equal(attendanceRate(singers[0], []), 0);
});

test('concertReady groups singers by part', () => {
  assert.deepEqual(concertReady(singers, rehearsals, 50), { soprano: ['Ines'], alto: ['Mara'], tenor: ['Tom'], bass: [] });
});

test('concertReady includes singers exactly at the threshold', () => {
  assert.deepEqual(concertReady(singers, rehearsals, 67), { soprano: ['Ines'], alto: ['Mara'], tenor: ['Tom'], bass: [] });
});
