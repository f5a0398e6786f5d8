'use strict';
// Syntax-check every .js file in src/ with node --check.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

let failed = 0;
for (const name of fs.readdirSync('src').filter((n) => n.endsWith('.js')).sort()) {
  const file = path.join('src', name);
  try {
    execFileSync(process.execPath, ['--check', file], { stdio: 'inherit' });
    console.log('ok   ' + file);
  } catch {
    console.log('FAIL ' + file);
    failed++;
  }
}
console.log(failed ? failed + ' file(s) failed the syntax check' : 'syntax ok');
process.exit(failed ? 1 : 0);
