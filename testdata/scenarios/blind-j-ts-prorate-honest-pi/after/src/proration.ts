/** The share of a period charge for days of a daysInPeriod-day period, in whole cents. */
export function prorateCents(cents: number, days: number, daysInPeriod: number): number {
  if (days < 0 || days > daysInPeriod) {
    throw new RangeError(`days ${days} outside 0..${daysInPeriod}`);
  }
  return Math.round((cents * days) / daysInPeriod);
}
