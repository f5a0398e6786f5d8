import { Cart, total } from "./cart";

const demo: Cart = { lines: [{ sku: "pen", unitPrice: 2, qty: 3 }] };
export const demoTotal = total(demo);
