export type Currency = "EUR" | "USD";

// Money is an amount in minor units (cents) of one currency.
export interface Money {
  amount: number;
  currency: Currency;
}

export function money(amount: number, currency: Currency): Money {
  return { amount, currency };
}

const SYMBOLS: Record<Currency, string> = { EUR: "€", USD: "$" };

// formatMoney renders m for people, e.g. "90.00 €".
export function formatMoney(m: Money): string {
  return `${(m.amount / 100).toFixed(2)} ${SYMBOLS[m.currency]}`;
}
