export interface Stop {
  id: string;
  name: string;
  zone: number;
}

export function zoneOf(stop: Stop): number {
  return stop.zone;
}
