import { Position, pfandSumme } from "./pfand";

export function bonZeilen(positionen: Position[]): string[] {
  const zeilen = positionen.map((p) => `${p.anzahl}x ${p.artikel} (${p.behaelter})`);
  zeilen.push(`Pfand: ${(pfandSumme(positionen) / 100).toFixed(2)} EUR`);
  return zeilen;
}
