'use strict';

/** Millilitres of stock and water for a 1+n dilution making totalMl. */
function dilution(n, totalMl) {
  const stock = Math.round(totalMl / (n + 1));
  return { stock, water: totalMl - stock };
}

/** Stop bath: 20 ml of concentrate per litre. */
function stopBathMl(totalMl) {
  return Math.round((totalMl / 1000) * 20);
}

module.exports = { dilution, stopBathMl };
