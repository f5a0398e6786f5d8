'use strict';

// isValid10 reports whether s is a valid ISBN-10 (hyphens and spaces allowed).
function isValid10(s) {
  const digits = String(s).replace(/[-\s]/g, '').toUpperCase();
  if (!/^\d{9}[\dX]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = digits[i] === 'X' ? 10 : Number(digits[i]);
    sum += (10 - i) * d;
  }
  return sum % 11 === 0;
}

module.exports = { isValid10 };
