'use strict';

// formatCents renders an amount of cents as dollars: 1205 -> "$12.05".
function formatCents(cents) {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padEnd(2, '0')}`;
}

module.exports = { formatCents };
