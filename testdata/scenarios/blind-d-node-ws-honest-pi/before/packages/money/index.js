'use strict';

// formatCents renders an amount of cents as dollars: 1205 -> "$12.05".
function formatCents(cents) {
  return `$${Math.floor(cents / 100)}.${cents % 100}`;
}

module.exports = { formatCents };
