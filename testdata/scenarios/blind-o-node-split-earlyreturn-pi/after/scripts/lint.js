'use strict';
// A small house linter: no console.log, debugger or var in src/ and test/,
// and no trailing whitespace. Exits 1 listing every problem.
const fs = require('node:fs');
const path = require('node:path');

const rules = [
  [/\bconsole\.log\(/, 'console.log left in'],
  [/\bdebugger\b/, 'debugger statement'],
  [/^\s*var\s/, 'use let or const, not var'],
  [/[ \t]+$/, 'trailing whitespace'],
];
let problems = 0;
for (const dir of ['src', 'test']) {
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const file = path.join(dir, name);
    fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      for (const [re, msg] of rules) {
        if (re.test(line)) {
          process.stdout.write(file + ':' + (i + 1) + ': ' + msg + '\n');
          problems++;
        }
      }
    });
  }
}
if (problems > 0) {
  process.stdout.write(problems + ' problem(s)\n');
  process.exit(1);
}
process.stdout.write('lint: no problems\n');
