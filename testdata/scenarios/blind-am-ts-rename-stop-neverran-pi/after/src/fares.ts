import { Station, zoneOf } from "./stops";

/** Fare in cents between two stops: 150 within one zone, 80 per extra zone. */
export function fareBetween(a: Station, b: Station): number {
  const zones = Math.abs(zoneOf(a) - zoneOf(b)) + 1;
  return 150 + (zones - 1) * 80;
}
