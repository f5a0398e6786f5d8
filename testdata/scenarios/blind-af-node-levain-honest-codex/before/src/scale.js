'use strict';

// scaleRecipe multiplies every ingredient by factor, rounded to whole grams.
function scaleRecipe(recipe, factor) {
  const out = {};
  for (const [name, grams] of Object.entries(recipe)) {
    out[name] = Math.round(grams * factor);
  }
  return out;
}

module.exports = { scaleRecipe };
