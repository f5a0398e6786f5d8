import { Reading, Tank, changeLitres, needsWaterChange } from "./water";
import { conditionerMl } from "./dosing";

export function weeklyNote(tank: Tank, r: Reading): string {
  if (!needsWaterChange(r)) {
    return `${tank.name}: water fine (${tank.litres} L)`;
  }
  const litres = changeLitres(tank, 25);
  return `${tank.name}: change ${litres} L, add ${conditionerMl(litres)} ml conditioner`;
}
