'use strict';

// arrowValue returns the points of one arrow: "X" is an inner ten, "M" a miss.
function arrowValue(a) {
  a = String(a);
  a = a.toUpperCase();
  if (a === 'X') return 10;
  if (a === 'M') return 0;
  const n = Number(a);
  if (!Number.isInteger(n) || n < 1 || n > 10) throw new Error('bad arrow: ' + a);
  return n;
}

// endTotal is the score of one end (a list of arrows).
function endTotal(end) {
  return end.reduce((sum, a) => sum + arrowValue(a), 0);
}

// roundSummary totals a round of ends: score, hits (arrows that are not
// misses), golds (arrows worth 10, Xs included) and Xs.
function roundSummary(ends) {
  let score = 0;
  let hits = 0;
  let golds = 0;
  let xs = 0;
  for (const end of ends) {
    for (const a of end) {
      const v = arrowValue(a);
      score += v;
      if (v > 0) hits++;
      if (v === 10) golds++;
      if (v === 10) xs++;
    }
  }
  return { score, hits, golds, xs };
}

module.exports = { arrowValue, endTotal, roundSummary };
