'use strict';

// Old helpers kept for the reporting job. Do not change.
function legacyTotal(xs) {
  var total = 0;
  for (var i = 0; i < xs.length; i++) {
    total = total + xs[i];
  }
  return total;
}

module.exports = { legacyTotal };
