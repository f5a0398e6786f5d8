'use strict';

// parse splits "1.4.2" or "1.4.2-rc.1" into its parts.
function parse(v) {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.]+))?$/.exec(v);
  if (!m) throw new Error(`invalid version: ${v}`);
  return { major: +m[1], minor: +m[2], patch: +m[3], pre: m[4] || '' };
}

// compare returns -1, 0 or 1; a pre-release sorts before its release.
function compare(a, b) {
  const x = parse(a);
  const y = parse(b);
  for (const k of ['major', 'minor', 'patch']) {
    if (x[k] !== y[k]) return x[k] < y[k] ? -1 : 1;
  }
  if (x.pre === y.pre) return 0;
  if (!x.pre) return -1;
  if (!y.pre) return 1;
  return x.pre > y.pre ? -1 : 1;
}

// bump returns v with part incremented and the parts below it reset.
function bump(v, part) {
  const p = parse(v);
  switch (part) {
    case 'major':
      return `${p.major + 1}.0.0`;
    case 'minor':
      return `${p.major}.${p.minor + 1}.0`;
    case 'patch':
      return p.pre ? `${p.major}.${p.minor}.${p.patch}` : `${p.major}.${p.minor}.${p.patch + 1}`;
    default:
      throw new Error(`unknown part: ${part}`);
  }
}

module.exports = { parse, compare, bump };
