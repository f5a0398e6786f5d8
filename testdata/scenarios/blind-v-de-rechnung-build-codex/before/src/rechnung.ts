export type Steuersatz = 7 | 19;

export interface Position {
  bezeichnung: string;
  menge: number;
  einzelpreisCent: number;
  steuersatz: Steuersatz;
}

export function nettoCent(p: Position): number {
  return p.menge * p.einzelpreisCent;
}

export function steuerCent(p: Position): number {
  return Math.round((nettoCent(p) * p.steuersatz) / 100);
}

export function bruttoSumme(positionen: Position[]): number {
  return positionen.reduce((s, p) => s + nettoCent(p) + steuerCent(p), 0);
}
