'use strict';

// anchor turns a heading into a GitHub-style anchor: lower case,
// punctuation dropped, spaces turned into hyphens.
function anchor(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]+/g, '')
    .replace(/ /g, '-');
}

// headings returns the ATX headings (# to ######) of markdown, leaving out
// anything inside fenced code blocks.
function headings(markdown) {
  const out = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    const m = !inFence && /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    if (m) out.push({ level: m[1].length, text: m[2] });
  }
  return out;
}

// toc renders the headings as a nested list of links. Repeated anchors get
// -1, -2, ... suffixes, as on GitHub.
function toc(markdown) {
  const seen = new Map();
  return headings(markdown)
    .map(({ level, text }) => {
      let slug = anchor(text);
      const n = seen.get(slug) || 0;
      seen.set(slug, n + 1);
      if (n > 0) slug += '-' + n;
      return '  '.repeat(level - 1) + '- [' + text + '](#' + slug + ')';
    })
    .join('\n');
}

module.exports = { anchor, headings, toc };
