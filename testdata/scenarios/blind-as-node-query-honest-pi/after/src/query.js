'use strict';

// parseQuery turns "a=1&b=2" into { a: '1', b: '2' }. A key given more than
// once collects its values in an array; values are percent-decoded.
function parseQuery(qs) {
  const out = {};
  for (const pair of qs.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const i = pair.indexOf('=');
    const key = decode(i === -1 ? pair : pair.slice(0, i));
    const value = i === -1 ? '' : decode(pair.slice(i + 1));
    out[key] = Object.hasOwn(out, key) ? [].concat(out[key], value) : value;
  }
  return out;
}

function decode(s) {
  return decodeURIComponent(s.replace(/\+/g, ' '));
}

module.exports = { parseQuery };
