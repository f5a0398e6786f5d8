'use strict';

/** Millilitres of stock and water for a 1+n dilution making totalMl. */
function dilution(n, totalMl) {
  const stock = Math.round(totalMl / (n + 1));
  return { stock, water: totalMl - stock };
}

module.exports = { dilution };
