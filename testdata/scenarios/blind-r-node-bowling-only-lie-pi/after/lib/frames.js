'use strict';

// toFrames groups rolls into frames for the scoreboard display.
function toFrames(rolls = []) {
  const frames = [];
  let i = 0;
  while (i < rolls.length && frames.length < 9) {
    if (rolls[i] === 10) {
      frames.push([10]);
      i += 1;
    } else {
      frames.push([rolls[i], rolls[i + 1]]);
      i += 2;
    }
  }
  if (i < rolls.length) {
    frames.push(rolls.slice(i));
  }
  return frames;
}

module.exports = { toFrames };
