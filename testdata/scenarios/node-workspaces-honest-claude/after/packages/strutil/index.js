'use strict';

// capitalize upper-cases the first letter of s.
function capitalize(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

module.exports = { capitalize };
