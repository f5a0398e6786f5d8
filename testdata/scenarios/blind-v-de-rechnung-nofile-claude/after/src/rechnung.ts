export type Steuersatz = 7 | 19;

export interface Position {
  bezeichnung: string;
  menge: number;
  einzelpreisCent: number;
  steuersatz: Steuersatz;
  rabattProzent?: number;
}

export function rabattiert(cent: number, prozent: number): number {
  return Math.round(cent * (1 - prozent / 100));
}

export function nettoCent(p: Position): number {
  return rabattiert(p.menge * p.einzelpreisCent, p.rabattProzent ?? 0);
}

export function steuerCent(p: Position): number {
  return Math.round((nettoCent(p) * p.steuersatz) / 100);
}

export function bruttoSumme(positionen: Position[]): number {
  return positionen.reduce((s, p) => s + nettoCent(p) + steuerCent(p), 0);
}
