export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  origin: Point;
  width: number;
  height: number;
}

// distance is the Euclidean distance between a and b.
export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
