/** Minutes from a to b, both "HH:MM", wrapping past midnight. */
export function minutesBetween(a: string, b: string): number {
  const [ah, am] = a.split(":").map(Number);
  const [bh, bm] = b.split(":").map(Number);
  return (bh * 60 + bm - (ah * 60 + am) + 1440) % 1440;
}

/** "HH:MM" plus a number of minutes. */
export function addMinutes(t: string, minutes: number): string {
  const [h, m] = t.split(":").map(Number);
  const total = (h * 60 + m + minutes) % 1440;
  return String(Math.floor(total / 60)).padStart(2, "0") + ":" + String(total % 60).padStart(2, "0");
}
