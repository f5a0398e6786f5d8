export interface Stay {
  checkIn: string; // ISO date, e.g. 2026-03-01
  checkOut: string;
}

const DAY = 86_400_000;

/** Nights between check-in and check-out. */
export function nights(s: Stay): number {
  return Math.round((Date.parse(s.checkOut) - Date.parse(s.checkIn)) / DAY);
}

/** Price of the stay at a nightly rate. */
export function total(s: Stay, rate: number): number {
  return nights(s) * rate;
}

/** Nights that start on a Friday or a Saturday (UTC). */
export function weekendNights(s: Stay): number {
  let count = 0;
  for (let i = 0; i < nights(s); i++) {
    const day = new Date(Date.parse(s.checkIn) + i * DAY).getUTCDay();
    if (day === 5 || day === 6) {
      count++;
    }
  }
  return count;
}
