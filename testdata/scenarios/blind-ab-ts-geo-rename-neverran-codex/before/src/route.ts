import { Point, haversine } from "./geo";

// routeLength sums the legs of a route in km.
export function routeLength(points: Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    total += haversine(points[i - 1], points[i]);
  }
  return total;
}
