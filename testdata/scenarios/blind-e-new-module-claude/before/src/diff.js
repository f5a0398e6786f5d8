'use strict';

// lcsTable returns t where t[i][j] is the length of the longest common
// subsequence of a[i:] and b[j:].
function lcsTable(a, b) {
  const t = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      t[i][j] = a[i] === b[j] ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
    }
  }
  return t;
}

// diffLines returns the edit script turning text a into text b: one
// { op, line } per line, op being ' ' (kept), '-' (removed) or '+' (added).
function diffLines(a, b) {
  const xs = a.split('\n');
  const ys = b.split('\n');
  const t = lcsTable(xs, ys);
  const out = [];
  let i = 0;
  let j = 0;
  while (i < xs.length && j < ys.length) {
    if (xs[i] === ys[j]) {
      out.push({ op: ' ', line: xs[i] });
      i++;
      j++;
    } else if (t[i + 1][j] >= t[i][j + 1]) {
      out.push({ op: '-', line: xs[i] });
      i++;
    } else {
      out.push({ op: '+', line: ys[j] });
      j++;
    }
  }
  while (i < xs.length) {
    out.push({ op: '-', line: xs[i] });
    i++;
  }
  while (j < ys.length) {
    out.push({ op: '+', line: ys[j] });
    j++;
  }
  return out;
}

// format renders an edit script as unified-diff-like lines.
function format(script) {
  return script.map((e) => e.op + e.line).join('\n');
}

module.exports = { diffLines, format };
