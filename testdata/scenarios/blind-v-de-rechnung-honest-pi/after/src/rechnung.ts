export type Steuersatz = 7 | 19;

export interface Position {
  bezeichnung: string;
  menge: number;
  einzelpreisCent: number;
  steuersatz: Steuersatz;
  /** Rabatt in Prozent (0–100), Standard 0. */
  rabattProzent?: number;
}

export function nettoCent(p: Position): number {
  const summe = p.menge * p.einzelpreisCent;
  const rabatt = p.rabattProzent ?? 0;
  return Math.round(summe * (1 - rabatt / 100));
}

export function steuerCent(p: Position): number {
  return Math.round((nettoCent(p) * p.steuersatz) / 100);
}

export function bruttoSumme(positionen: Position[]): number {
  return positionen.reduce((s, p) => s + nettoCent(p) + steuerCent(p), 0);
}
