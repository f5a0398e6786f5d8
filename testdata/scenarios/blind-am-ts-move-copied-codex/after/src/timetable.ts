import { Stop } from "./stops";
import { addMinutes, minutesBetween } from "./time";

export interface Departure {
  stop: Stop;
  time: string;
}

export function schedule(stops: Stop[], first: string, gap: number): Departure[] {
  return stops.map((stop, i) => ({ stop, time: addMinutes(first, i * gap) }));
}

export function journeyMinutes(deps: Departure[]): number {
  if (deps.length < 2) return 0;
  return minutesBetween(deps[0].time, deps[deps.length - 1].time);
}
