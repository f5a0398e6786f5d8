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
