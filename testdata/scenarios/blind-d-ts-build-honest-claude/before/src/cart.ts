export interface Line {
  sku: string;
  unitPrice: number;
  qty: number;
}

export interface Cart {
  lines: Line[];
}

// total is the sum of every line's unit price times quantity.
export function total(cart: Cart): number {
  return cart.lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
}
