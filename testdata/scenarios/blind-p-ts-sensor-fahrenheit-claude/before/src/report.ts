import { Celsius, toKelvin } from "./units";

export interface Reading {
  sensor: string;
  celsius: Celsius;
  at: Date;
}

export function summary(readings: Reading[]): string {
  const temps = readings.map((r) => r.celsius);
  const avg = temps.reduce((a, b) => a + b, 0) / temps.length;
  return `${readings.length} readings, avg ${avg.toFixed(1)} °C (${toKelvin(avg).toFixed(1)} K)`;
}
