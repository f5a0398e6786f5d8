export type { Point } from "./geo";
export { haversine, bearing } from "./geo";
export { toRadians, toDegrees } from "./angles";
export { routeLength } from "./route";
