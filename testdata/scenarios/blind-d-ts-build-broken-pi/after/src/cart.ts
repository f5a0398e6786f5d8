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

// discount returns cart with every unit price reduced by percent.
export function discount(cart: Cart, percent: number): Cart {
  const factor = (100 - percent) / 100;
  const lines = cart.lines.map((l) => ({ ...l, unitPrice: l.unitPrice * factor }));
  return { lines, total: total({ lines }) };
}
