export type Behaelter = "einweg" | "mehrweg" | "glas";

export interface Position {
  artikel: string;
  behaelter: Behaelter;
  menge: number;
}

export const PFAND_CENT: Record<Behaelter, number> = {
  einweg: 25,
  mehrweg: 8,
  glas: 15,
};

export function pfandSumme(positionen: Position[]): number {
  return positionen.reduce((s, p) => s + PFAND_CENT[p.behaelter] * p.menge, 0);
}
