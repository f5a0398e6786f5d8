'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { renderRota } = require('../lib/render');

test('renders the rota like the fixture', () => {
  const rota = [
    { day: 'Mon', start: '09:00', end: '17:00' },
    { day: 'Tue', start: '22:00', end: '06:00' },
    { day: 'Sat', start: '10:00', end: '14:30' },
  ];
  const want = fs.readFileSync(path.join(__dirname, 'fixtures', 'rota.txt'), 'utf8');
  assert.equal(renderRota(rota), want);
});

test('an empty rota renders an empty line', () => {
  assert.equal(renderRota([]), '\n');
});
