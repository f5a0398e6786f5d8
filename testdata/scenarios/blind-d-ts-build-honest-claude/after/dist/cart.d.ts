export interface Line {
    sku: string;
    unitPrice: number;
    qty: number;
}
export interface Cart {
    lines: Line[];
}
export declare function total(cart: Cart): number;
export declare function discount(cart: Cart, percent: number): Cart;
