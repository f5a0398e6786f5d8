'use strict';

// A book is {id, title, done}. Ids start at 1 and are never reused.

function addBook(books, title) {
  const id = books.reduce((max, b) => Math.max(max, b.id), 0) + 1;
  const book = { id, title, done: false };
  books.push(book);
  return book;
}

function markDone(books, id) {
  const book = books.find((b) => b.id === id);
  if (!book) return null;
  book.done = true;
  return book;
}

function markUnread(books, id) {
  const book = books.find((b) => b.id === id);
  book.done = false;
  return book;
}

function formatList(books) {
  return books.map((b) => `${b.done ? '[x]' : '[ ]'} ${b.id}. ${b.title}`).join('\n');
}

module.exports = { addBook, markDone, markUnread, formatList };
