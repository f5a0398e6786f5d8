import { Interval, durationMinutes } from "./interval";

export interface CalendarEvent {
  title: string;
  slot: Interval;
  location?: string;
}

export function describe(e: CalendarEvent): string {
  const where = e.location ? " @ " + e.location : "";
  return `${e.title} (${durationMinutes(e.slot)} min)${where}`;
}
