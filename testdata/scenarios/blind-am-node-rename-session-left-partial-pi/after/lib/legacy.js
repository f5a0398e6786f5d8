'use strict';

// Pre-2020 timing table, superseded by timers.js. Nothing requires this.
const OLD_TIMES = { hp5: '6:30', trix: '6:00' };

function oldTime(film) {
  return OLD_TIMES[film];
}

module.exports = { oldTime };
