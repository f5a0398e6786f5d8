import { Parcel, quote } from "./rates";

export function label(p: Parcel): string {
  return p.zone.toUpperCase() + " " + p.weightKg + "kg: EUR " + quote(p).toFixed(2);
}
