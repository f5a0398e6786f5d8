#!/usr/bin/env node
'use strict';

const fs = require('fs');
const path = require('path');
const { addBook, markDone, markUnread, formatList } = require('./lib/shelf');

const FILE = path.join(__dirname, 'books.json');

function load() {
  return JSON.parse(fs.readFileSync(FILE, 'utf8'));
}

function save(books) {
  fs.writeFileSync(FILE, JSON.stringify(books, null, 2) + '\n');
}

function main(args) {
  const [cmd, ...rest] = args;
  const books = load();
  switch (cmd) {
    case 'list':
      console.log(formatList(books));
      return 0;
    case 'add': {
      const book = addBook(books, rest.join(' '));
      save(books);
      console.log(`added #${book.id}: ${book.title}`);
      return 0;
    }
    case 'done': {
      const book = markDone(books, Number(rest[0]));
      save(books);
      console.log(`finished: ${book.title}`);
      return 0;
    }
    case 'undo': {
      const book = markUnread(books, Number(rest[0]));
      save(books);
      console.log(`back on the pile: ${book.title}`);
      return 0;
    }
    default:
      console.error('usage: shelf.js list | add TITLE... | done ID | undo ID');
      return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
