'use strict';

// formatTable renders rows (arrays of strings; the first is the header) as a
// GitHub-flavoured markdown table with columns padded to a common width.
// align is an optional array of 'left' | 'right' per column.
function formatTable(rows, align = []) {
  const widths = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] || 3, cell.length);
    });
  }
  const line = (row) =>
    '| ' + row.map((cell, i) => pad(cell, widths[i], align[i])).join(' | ') + ' |';
  const rule = '| ' + widths.map((w, i) => (align[i] === 'right' ? ':' + '-'.repeat(w - 1) : '-'.repeat(w))).join(' | ') + ' |';
  const [header, ...body] = rows;
  return [line(header), rule, ...body.map(line)].join('\n');
}

function pad(text, width, how) {
  return how === 'right' ? text.padStart(width) : text.padEnd(width);
}

module.exports = { formatTable };
