import { format, Money } from "./money";

const price: Money = { amount: 1250, currency: "EUR" };
export const label = format(price);
