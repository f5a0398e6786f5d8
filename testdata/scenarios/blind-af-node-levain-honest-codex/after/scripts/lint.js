'use strict';
// House lint for src/: no console.log, no var, no trailing whitespace.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(__dirname, '..', 'src');
let problems = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
  const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const where = `src/${file}:${i + 1}`;
    if (/console\.log\(/.test(line)) { console.error(where + ': no console.log'); problems++; }
    if (/^\s*var\s/.test(line)) { console.error(where + ': use const or let, not var'); problems++; }
    if (/\s+$/.test(line)) { console.error(where + ': trailing whitespace'); problems++; }
  });
}
if (problems) {
  console.error(problems + ' problem(s)');
  process.exit(1);
}
console.log('lint: clean');
