'use strict';

// isValid13 reports whether s is a valid ISBN-13 (hyphens and spaces allowed).
function isValid13(s) {
  const digits = String(s);
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) {
    sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  }
  return sum % 10 === 0;
}

module.exports = { isValid13 };
