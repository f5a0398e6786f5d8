'use strict';

const { format, parse } = require('./duration');

// sumDurations adds up duration strings ("1h30m", "45s") and formats the total.
function sumDurations(list) {
  return format(list.reduce((total, text) => total + parse(text), 0));
}

module.exports = { sumDurations };
