export interface Tank {
  name: string;
  litres: number;
}

export interface Reading {
  ph: number;
  ammoniaPpm: number;
  nitratePpm: number;
  tempC: number;
}

/** Ammonia above 0.25 ppm or nitrate above 40 ppm calls for a change. */
export function needsWaterChange(r: Reading): boolean {
  return r.ammoniaPpm > 0.25 || r.nitratePpm > 40;
}

/** Litres to swap out for a pct percent change. */
export function changeLitres(tank: Tank, pct: number): number {
  return Math.round(tank.litres * pct) / 100;
}
