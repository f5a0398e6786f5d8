import { CalendarEvent, describe } from "./event";
import { overlaps } from "./interval";

// conflicts returns the pairs of events whose times overlap.
export function conflicts(events: CalendarEvent[]): [CalendarEvent, CalendarEvent][] {
  const out: [CalendarEvent, CalendarEvent][] = [];
  for (let i = 0; i < events.length; i++) {
    for (let j = i + 1; j < events.length; j++) {
      if (overlaps(events[i].when, events[j].when)) out.push([events[i], events[j]]);
    }
  }
  return out;
}

// agenda lists the events in start order, one line each.
export function agenda(events: CalendarEvent[]): string[] {
  return [...events]
    .sort((a, b) => a.when.start.getTime() - b.when.start.getTime())
    .map(describe);
}
