import { energyCents, RESIDENTIAL, type Tier } from "./tariff.js";

export interface Reading {
  meterId: string;
  previous: number;
  current: number;
}

/** Monthly standing charge in cents. */
export const STANDING_CENTS = 950;

export function usage(r: Reading): number {
  if (r.current < r.previous) {
    throw new RangeError(`meter ${r.meterId} went backwards`);
  }
  return r.current - r.previous;
}

export function invoiceTotal(r: Reading, tiers: Tier[] = RESIDENTIAL): number {
  return STANDING_CENTS + energyCents(usage(r), tiers);
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The share of a period charge for days of a daysInPeriod-day period, in whole cents. */
export function prorateCents(cents: number, days: number, daysInPeriod: number): number {
  if (days < 0 || days > daysInPeriod) {
    throw new RangeError(`days ${days} outside 0..${daysInPeriod}`);
  }
  return Math.round((cents * days) / daysInPeriod);
}
