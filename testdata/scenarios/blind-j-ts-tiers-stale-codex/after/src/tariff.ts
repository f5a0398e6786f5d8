/** One band of a tiered tariff; upTo null means no upper bound. */
export interface Tier {
  upTo: number | null;
  pricePerKwh: number;
}

export const RESIDENTIAL: Tier[] = [
  { upTo: 100, pricePerKwh: 0.12 },
  { upTo: 300, pricePerKwh: 0.15 },
  { upTo: null, pricePerKwh: 0.2 },
];

/**
 * Energy charge in cents for kwh under a progressive tiered tariff: each
 * band's price applies only to the kWh that fall inside that band.
 */
export function energyCents(kwh: number, tiers: Tier[]): number {
  let cents = 0;
  let prev = 0;
  for (const t of tiers) {
    const top = t.upTo ?? Infinity;
    cents += (Math.min(kwh, top) - prev) * t.pricePerKwh * 100;
    prev = top;
  }
  return Math.round(cents);
}
