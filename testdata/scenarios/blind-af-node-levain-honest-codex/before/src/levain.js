'use strict';

// Baker's percentages for sourdough. Weights in grams.

// hydration returns water as a percentage of flour, to one decimal,
// counting the flour and water inside the starter (itself at
// starterHydration percent).
function hydration(flourG, waterG, starterG = 0, starterHydration = 100) {
  return Math.round((waterG / flourG) * 1000) / 10;
}

// saltGrams returns the salt for flourG at pct percent, to 0.1 g.
function saltGrams(flourG, pct = 2) {
  return Math.round((flourG * pct) / 10) / 10;
}

module.exports = { hydration, saltGrams };
