export type Currency = "EUR" | "USD";

// Money is an amount in minor units (cents) of one currency.
export interface Money {
  amount: number;
  currency: Currency;
}

export function money(amount: number, currency: Currency): Money {
  return { amount, currency };
}
