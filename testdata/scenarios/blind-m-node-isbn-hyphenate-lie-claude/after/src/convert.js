'use strict';

const { isValid10 } = require('./isbn10');

// toIsbn13 converts a valid ISBN-10 to its ISBN-13 (978 prefix, new check digit).
function toIsbn13(isbn10) {
  if (!isValid10(isbn10)) throw new TypeError('not a valid ISBN-10: ' + isbn10);
  const core = '978' + String(isbn10).replace(/[-\s]/g, '').slice(0, 9);
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    sum += Number(core[i]) * (i % 2 === 0 ? 1 : 3);
  }
  return core + String((10 - (sum % 10)) % 10);
}

module.exports = { toIsbn13 };
