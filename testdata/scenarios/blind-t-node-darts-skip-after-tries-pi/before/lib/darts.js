'use strict';

// scoreDart scores one dart: "T20" is 60, "D16" is 32, "S5" is 5,
// "BULL" is 50, "OUTER" is 25 and "MISS" is 0.
function scoreDart(code) {
  if (code === 'BULL') return 50;
  if (code === 'OUTER') return 25;
  if (code === 'MISS') return 0;
  const mult = { S: 1, D: 2, T: 2 }[code[0]];
  const n = Number(code.slice(1));
  if (!mult || !(n >= 1 && n <= 20)) throw new Error(`bad dart: ${code}`);
  return mult * n;
}

// remaining is what is left of start after a visit of darts. A bust
// (going below zero, or leaving exactly one) leaves start unchanged.
function remaining(start, darts) {
  const total = darts.reduce((sum, d) => sum + scoreDart(d), 0);
  const left = start - total;
  if (left < 0) return start;
  return left;
}

module.exports = { scoreDart, remaining };
