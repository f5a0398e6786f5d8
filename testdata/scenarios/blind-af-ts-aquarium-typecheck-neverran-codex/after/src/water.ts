export interface Tank {
  name: string;
  volumeL: number;
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

export type TempStatus = "cold" | "ok" | "warm";

/** Where the reading's temperature sits against the tank's [min, max] °C range. */
export function tempStatus(r: Reading, min: number, max: number): TempStatus {
  if (r.tempC < min) {
    return "cold";
  }
  return r.tempC > max ? "warm" : "ok";
}

/** Litres to swap out for a pct percent change. */
export function changeLitres(tank: Tank, pct: number): number {
  return Math.round(tank.volumeL * pct) / 100;
}
