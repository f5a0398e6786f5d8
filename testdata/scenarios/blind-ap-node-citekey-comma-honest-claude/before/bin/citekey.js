#!/usr/bin/env node
'use strict';

const { citekey } = require('../lib/citekey');

const [author, year, title] = process.argv.slice(2);
if (!author || !year || !title) {
  console.error('usage: citekey AUTHOR YEAR TITLE');
  process.exit(2);
}
console.log(citekey(author, year, title));
