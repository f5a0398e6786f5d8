#!/usr/bin/env node
'use strict';
// Usage: node cli.js [--explain] EXPR...   e.g. node cli.js 2 3 4 '*' +
const { evaluate, explain, format } = require('./rpn');

const args = process.argv.slice(2);
const wantExplain = args[0] === '--explain';
const expr = (wantExplain ? args.slice(1) : args).join(' ');

let value;
try {
  value = evaluate(expr);
} catch (err) {
  console.error(`error: ${err.message}`);
  process.exit(1);
}
console.log(wantExplain ? `${explain(expr)} = ${format(value)}` : format(value));
