'use strict';

/** Full jitter: a random delay in [0, ms). rand defaults to Math.random. */
function fullJitter(ms, rand = Math.random) {
  return Math.floor(rand() * ms);
}

module.exports = { fullJitter };
