import { distance, Point } from "./geometry";

const origin: Point = { x: 0, y: 0 };
export const unit = distance(origin, { x: 3, y: 4 });
