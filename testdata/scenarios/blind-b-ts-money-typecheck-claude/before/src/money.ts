export type Currency = "EUR" | "USD" | "GBP";

export interface Money {
  amount: number; // in cents
  currency: Currency;
}

// format renders m like "12.50 EUR".
export function format(m: Money): string {
  return `${(m.amount / 100).toFixed(2)} ${m.currency}`;
}
