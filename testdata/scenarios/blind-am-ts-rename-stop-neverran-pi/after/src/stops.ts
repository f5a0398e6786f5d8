export interface Station {
  id: string;
  name: string;
  zone: number;
}

export function zoneOf(stop: Station): number {
  return stop.zone;
}
