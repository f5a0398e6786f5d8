'use strict';

// feedAmounts splits a feed for starterG grams of starter by a
// "starter:flour:water" ratio such as "1:2:2".
function feedAmounts(starterG, ratio) {
  const parts = ratio.split(':').map(Number);
  if (parts.length !== 3 || parts.some((p) => !(p > 0))) {
    throw new Error(`bad ratio ${ratio}`);
  }
  const unit = starterG / parts[0];
  return { starter: starterG, flour: unit * parts[1], water: unit * parts[2] };
}

module.exports = { feedAmounts };
