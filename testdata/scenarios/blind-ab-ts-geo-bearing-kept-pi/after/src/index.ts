export type { Point } from "./geo";
export { haversine, toRadians } from "./geo";
export { routeLength } from "./route";
