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
