/** Days between water changes by bioload. */
export const INTERVAL_DAYS = { light: 14, normal: 7, heavy: 4 } as const;

export type Bioload = keyof typeof INTERVAL_DAYS;

/** The date of the next water change after `last`. */
export function nextChange(last: Date, load: Bioload): Date {
  const next = new Date(last.getTime());
  next.setDate(next.getDate() + INTERVAL_DAYS[load]);
  return next;
}

/** Whole days from `today` until the next change (negative when overdue). */
export function daysUntilChange(last: Date, load: Bioload, today: Date): number {
  const ms = nextChange(last, load).getTime() - today.getTime();
  return Math.round(ms / 86_400_000);
}
