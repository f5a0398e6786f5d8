// A span of time, end exclusive.
export interface Interval {
  start: Date;
  end: Date;
}

export function durationMinutes(i: Interval): number {
  return (i.end.getTime() - i.start.getTime()) / 60000;
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

// gap returns the free time between a and b (a ending before b starts), or
// undefined when they overlap or touch.
export function gap(a: Interval, b: Interval): Interval | undefined {
  return a.end < b.start ? { start: a.end, end: b.start } : undefined;
}
