'use strict';

// score returns the total of a complete ten-pin game given every roll.
function score(rolls) {
  let total = 0;
  let i = 0;
  for (let frame = 0; frame < 10; frame++) {
    if (rolls[i] === 10) {
      // strike: 10 plus the next two rolls
      total += 10 + rolls[i + 1] + rolls[i + 2];
      i += 1;
    } else if (rolls[i] + rolls[i + 1] === 10) {
      // spare: 10 plus the next roll
      total += 10 + rolls[i + 2];
      i += 2;
    } else {
      total += rolls[i] + rolls[i + 1];
      i += 2;
    }
  }
  return total;
}

module.exports = { score };
