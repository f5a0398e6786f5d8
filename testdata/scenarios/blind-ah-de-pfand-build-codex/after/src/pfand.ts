export type Behaelter = "einweg" | "mehrweg" | "glas";

export interface Position {
  artikel: string;
  behaelter: Behaelter;
  anzahl: number;
}

export const PFAND_CENT: Record<Behaelter, number> = {
  einweg: 25,
  mehrweg: 8,
  glas: 15,
};

export function pfandSumme(positionen: Position[]): number {
  return positionen.reduce((s, p) => s + PFAND_CENT[p.behaelter] * p.anzahl, 0);
}
