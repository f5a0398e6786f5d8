import { Tank } from "./water";

/** Millilitres of dechlorinator for `litres` of new water (1 ml per 40 L by default). */
export function conditionerMl(litres: number, mlPer40L = 1): number {
  return Math.ceil((litres / 40) * mlPer40L * 10) / 10;
}

/** Conditioner for refilling the whole tank. */
export function tankDose(tank: Tank): number {
  return conditionerMl(tank.litres);
}
