'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { formatTime, rankRows } = require('../src/results');

test('formatTime pads minutes and seconds', () => {
  assert.strictEqual(formatTime(3725), '1:02:05');
  assert.strictEqual(formatTime(59), '0:00:59');
});

test('rankRows orders by points then helm', () => {
  const rows = [
    { helm: 'Iris', points: 7 },
    { helm: 'Ben', points: 4 },
    { helm: 'Ada', points: 7 },
  ];
  assert.deepStrictEqual(rankRows(rows).map((r) => r.helm), ['Ben', 'Ada', 'Iris']);
});
