'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadPeople } = require('../lib');

const fixture = path.join(__dirname, 'fixtures', 'people.csv');

test('loads every row of the fixture', () => {
  assert.equal(loadPeople(fixture).length, 5);
});

test('the last row is Eve, 51', () => {
  assert.deepEqual(loadPeople(fixture).at(-1), { name: 'Eve', age: 51 });
});
