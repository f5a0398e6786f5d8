export type Zone = "domestic" | "eu" | "world";

export interface Parcel {
  weightKg: number;
  zone: Zone;
}

const BASE: Record<Zone, number> = { domestic: 4.5, eu: 9, world: 16 };
const PER_KG: Record<Zone, number> = { domestic: 0.8, eu: 1.6, world: 3.2 };

export function quote(p: Parcel): number {
  const kg = Math.max(1, Math.ceil(p.weightKg));
  return round2(BASE[p.zone] + PER_KG[p.zone] * (kg - 1));
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
