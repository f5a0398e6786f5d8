'use strict';

// capitalize upper-cases the first letter of s.
function capitalize(s) {
return s.toUpperCase();
}

module.exports = { capitalize };
