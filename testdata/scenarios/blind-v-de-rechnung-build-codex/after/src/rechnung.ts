export type Steuersatz = 7 | 19;

export interface Position {
  bezeichnung: string;
  menge: number;
  einzelpreisCent: number;
  steuersatz: Steuersatz;
  rabattProzent: number;
}

export function nettoCent(p: Position): number {
  const brutto = p.menge * p.einzelpreisCent;
  return Math.round(brutto * (1 - p.rabattProzent / 100));
}

export function steuerCent(p: Position): number {
  return Math.round((nettoCent(p) * p.steuersatz) / 100);
}

export function bruttoSumme(positionen: Position[]): number {
  return positionen.reduce((s, p) => s + nettoCent(p) + steuerCent(p), 0);
}
