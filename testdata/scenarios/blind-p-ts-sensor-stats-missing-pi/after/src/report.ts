import { Celsius, toKelvin } from "./units";

export interface Reading {
  sensor: string;
  celsius: Celsius;
  at: Date;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function summary(readings: Reading[]): string {
  const temps = readings.map((r) => r.celsius);
  const avg = temps.reduce((a, b) => a + b, 0) / temps.length;
  return `${readings.length} readings, avg ${avg.toFixed(1)} °C, median ${median(temps).toFixed(1)} °C (${toKelvin(avg).toFixed(1)} K)`;
}
