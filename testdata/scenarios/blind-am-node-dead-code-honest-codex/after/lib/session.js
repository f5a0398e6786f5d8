'use strict';

const { developTime, clock } = require('./timers');
const { dilution } = require('./chemistry');

/** The steps for developing one roll of film in a tank of tankMl. */
function plan(film, tempC, tankMl) {
  const mix = dilution(31, tankMl);
  return [
    `developer: ${mix.stock} ml stock + ${mix.water} ml water`,
    `develop: ${clock(developTime(film, tempC))}`,
  ];
}

module.exports = { plan };
