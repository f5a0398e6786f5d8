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
  const tier = tiers.find((t) => t.upTo === null || kwh <= t.upTo)!;
  return Math.round(kwh * tier.pricePerKwh * 100);
}
