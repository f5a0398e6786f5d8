'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { addBook, markDone, markUnread, formatList } = require('../lib/shelf');

const sample = () => [
  { id: 1, title: 'Piranesi', done: true },
  { id: 3, title: 'Middlemarch', done: false },
];

test('addBook takes the next id after the highest', () => {
  const books = sample();
  assert.deepEqual(addBook(books, 'Kindred'), { id: 4, title: 'Kindred', done: false });
  assert.equal(books.length, 3);
});

test('markDone ticks a book off', () => {
  const books = sample();
  assert.equal(markDone(books, 3).done, true);
});

test('markUnread puts a book back', () => {
  const books = sample();
  assert.equal(markUnread(books, 1).done, false);
});

test('formatList shows a box per book', () => {
  assert.equal(formatList(sample()), '[x] 1. Piranesi\n[ ] 3. Middlemarch');
});
