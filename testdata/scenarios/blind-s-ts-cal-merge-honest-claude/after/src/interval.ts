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

// mergeOverlapping merges the intervals that overlap or touch and returns
// the result in start order. The input is not modified.
export function mergeOverlapping(list: Interval[]): Interval[] {
  const sorted = [...list].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) {
      if (i.end > last.end) last.end = i.end;
    } else {
      out.push({ start: i.start, end: i.end });
    }
  }
  return out;
}
