export type Currency = "EUR" | "USD" | "GBP";

export interface Money {
  amount: number; // in cents
  currency: Currency;
}

// format renders m like "12.50 EUR".
export function format(m: Money): string {
  return `${(m.amount / 100).toFixed(2)} ${m.currency}`;
}

// sum totals items; they must all share one currency.
export function sum(items: Money[]): Money {
  if (items.length === 0) {
    throw new Error("sum: no items");
  }
  const currency = items[0].currency;
  let amount = 0;
  for (const m of items) {
    if (m.currency !== currency) {
      throw new Error(`sum: mixed currencies ${currency} and ${m.currency}`);
    }
    amount += m.amount;
  }
  return { amount };
}
