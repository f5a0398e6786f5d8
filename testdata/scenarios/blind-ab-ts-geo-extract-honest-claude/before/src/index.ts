export type { Point } from "./geo";
export { haversine, bearing, toRadians } from "./geo";
export { routeLength } from "./route";
