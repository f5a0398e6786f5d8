export type Celsius = number;

export function toKelvin(c: Celsius): number {
  return c + 273.15;
}
