import { Lap, formatLap } from "./lap";

export class Stopwatch {
  private laps: Lap[] = [];
  private last = 0;

  lap(now: number): Lap {
    const lap: Lap = { index: this.laps.length + 1, ms: now - this.last };
    this.last = now;
    this.laps.push(lap);
    return lap;
  }

  fastest(): Lap | undefined {
    let best: Lap | undefined;
    for (const l of this.laps) {
      if (!best || l.ms < best.ms) best = l;
    }
    return best;
  }

  summary(): string[] {
    return this.laps.map(formatLap);
  }
}
