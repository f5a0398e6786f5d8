// vouch's node-check gate: node --check on every JavaScript file of the
// package, for a package with no build step, where a syntax error in a file
// no test loads shows in no other gate. The files are parsed in this one
// process (as CommonJS, or as a module); a file either parse refuses is
// checked by `node --check` itself, whose verdict stands. Nothing is run.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { spawnSync } = require('child_process');

const skip = new Set(['node_modules', 'dist', 'build', 'out', 'coverage', 'vendor', 'fixtures', '__fixtures__', 'testdata']);
const files = [];
(function walk(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = dir === '.' ? e.name : dir + '/' + e.name;
    if (e.isDirectory()) {
      // a package of its own (a workspace member) has its own gate
      if (!e.name.startsWith('.') && !skip.has(e.name) && !fs.existsSync(p + '/package.json')) walk(p);
    } else if (e.isFile() && /\.[cm]?js$/.test(e.name) && !/\.min\.js$/.test(e.name)) {
      files.push(p);
    }
  }
})('.');
files.sort();

const params = ['exports', 'require', 'module', '__filename', '__dirname'];
function parses(file, src) {
  if (!file.endsWith('.mjs')) {
    try {
      vm.compileFunction(src, params, { filename: file });
      return true;
    } catch {}
  }
  if (!file.endsWith('.cjs') && typeof vm.SourceTextModule === 'function') {
    try {
      new vm.SourceTextModule(src, { identifier: file });
      return true;
    } catch {}
  }
  return false;
}

let bad = 0;
for (const file of files) {
  let src;
  try {
    if (fs.statSync(file).size > 1 << 20) continue; // a bundle, not a source
    src = fs.readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  if (parses(file, src)) continue;
  const r = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
  if (r.status === 0) continue;
  bad++;
  const err = (r.stderr || '') + (r.error ? String(r.error) : '');
  const at = /^(.*):(\d+)$/m.exec(err);
  const msg = /^(\w*Error: .*)$/m.exec(err);
  console.log(`${file}:${at ? at[2] : 1}: ${msg ? msg[1] : 'node --check failed'}`);
}
console.log(`node --check: ${files.length} file(s), ${bad} with a syntax error`);
process.exit(bad ? 1 : 0);
