'use strict';

const DEFAULT_TRIAL_DAYS = 7;

const PLANS = {
  basic: 2900,
  plus: 4500,
  family: 7900,
};

/** Monthly fee in cents; students get 20% off basic and plus. */
function monthlyFee(plan, { student = false } = {}) {
  const fee = PLANS[plan];
  if (fee === undefined) {
    throw new Error('unknown plan: ' + plan);
  }
  if (student && plan !== 'family') {
    return Math.round(fee * 0.8);
  }
  return fee;
}

/** The date (YYYY-MM-DD) a trial started on startDate ends. */
function trialEnd(startDate, days = DEFAULT_TRIAL_DAYS) {
  const d = new Date(startDate + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Prorated fee in cents for joining on dayOfMonth of a month of daysInMonth days. */
function prorate(plan, dayOfMonth, daysInMonth) {
  const remaining = Math.max(0, daysInMonth - dayOfMonth);
  return Math.round((monthlyFee(plan) * remaining) / daysInMonth);
}

module.exports = { DEFAULT_TRIAL_DAYS, monthlyFee, trialEnd, prorate };
