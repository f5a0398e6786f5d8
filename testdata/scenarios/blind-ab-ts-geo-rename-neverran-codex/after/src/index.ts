export type { Point } from "./distance";
export { haversine, bearing, toRadians } from "./distance";
export { routeLength } from "./route";
