export type Zone = "domestic" | "eu" | "world";

export type Service = "standard" | "express";

export interface Parcel {
  weightKg: number;
  zone: Zone;
  service: Service;
}

const BASE: Record<Zone, number> = { domestic: 4.5, eu: 9, world: 16 };
const PER_KG: Record<Zone, number> = { domestic: 0.8, eu: 1.6, world: 3.2 };

export function quote(p: Parcel): number {
  const kg = Math.max(1, Math.ceil(p.weightKg));
  const standard = BASE[p.zone] + PER_KG[p.zone] * (kg - 1);
  return round2(p.service === "express" ? standard * 1.5 : standard);
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
