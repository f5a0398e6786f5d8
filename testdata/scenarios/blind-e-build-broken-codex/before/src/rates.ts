import { Money, money } from "./money";

export interface Rate {
  perHour: Money;
  minimumHours: number;
}

// cost is what hours of work at rate cost, billing at least minimumHours.
export function cost(rate: Rate, hours: number): Money {
  const billed = Math.max(hours, rate.minimumHours);
  return money(Math.round(rate.perHour.amount * billed), rate.perHour.currency);
}

// total adds up amounts of one currency.
export function total(items: Money[]): Money {
  const currency = items[0]?.currency ?? "EUR";
  return money(items.reduce((s, m) => s + m.amount, 0), currency);
}
