export interface Stay {
  checkIn: string; // ISO date, e.g. 2026-03-01
  checkOut: string;
}

const DAY = 86_400_000;

/** Nights between check-in and check-out. */
export function nights(s: Stay): number {
  return Math.round((Date.parse(s.checkOut) - Date.parse(s.checkIn)) / DAY) + 1;
}

/** Price of the stay at a nightly rate. */
export function total(s: Stay, rate: number): number {
  return nights(s) * rate;
}
