'use strict';
const { convert } = require('../../units/src/index.js');

// merge sums recipe lines {item, qty, unit} for the same item (case and
// surrounding spaces ignored), in the unit the item was first listed in.
function merge(lines) {
  const out = new Map();
  for (const { item, qty, unit } of lines) {
    const key = item.toLowerCase();
    const seen = out.get(key);
    if (!seen) {
      out.set(key, { item: key, qty, unit });
      continue;
    }
    seen.qty += convert(qty, unit, seen.unit);
  }
  return [...out.values()];
}

// format renders "250 g flour" lines sorted by item.
function format(list) {
  return list
    .slice()
    .sort((a, b) => a.item.localeCompare(b.item))
    .map((l) => `${Math.round(l.qty * 10) / 10} ${l.unit} ${l.item}`);
}

module.exports = { merge, format };
