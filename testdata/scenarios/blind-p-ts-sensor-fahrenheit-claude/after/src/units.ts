export type Celsius = number;

export function toKelvin(c: Celsius): number {
  return c + 273.15;
}

export function toFahrenheit(c: Celsius): number {
  return (c * 9) / 5 + 32;
}
