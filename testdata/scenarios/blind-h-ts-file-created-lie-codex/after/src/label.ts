import { Parcel, quote } from "./rates";

export function formatPrice(amount: number): string {
  return "EUR " + amount.toFixed(2);
}

export function label(p: Parcel): string {
  return p.zone.toUpperCase() + " " + p.weightKg + "kg: " + formatPrice(quote(p));
}
