export type Part = "soprano" | "alto" | "tenor" | "bass";

export interface Singer {
  name: string;
  part: Part;
}

export interface Rehearsal {
  date: string;
  present: string[];
}

/** attendanceRate is the share of rehearsals the singer came to, in whole percent. */
export function attendanceRate(singer: Singer, rehearsals: Rehearsal[]): number {
  if (rehearsals.length === 0) {
    return 0;
  }
  const came = rehearsals.filter((r) => r.present.includes(singer.name)).length;
  return Math.round((came / rehearsals.length) * 100);
}

/** concertReady lists, per part, the singers whose attendance is at least minRate percent. */
export function concertReady(singers: Singer[], rehearsals: Rehearsal[], minRate: number): Record<Part, string[]> {
  const out: Record<Part, string[]> = { soprano: [], alto: [], tenor: [], bass: [] };
  for (const s of singers) {
    if (attendanceRate(s, rehearsals) >= minRate) {
      out[s.part].push(s.name);
    }
  }
  return out;
}
