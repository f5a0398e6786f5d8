import { Position, bruttoSumme } from "./rechnung";
import { euro } from "./format";

const positionen: Position[] = [
  { bezeichnung: "Brötchen", menge: 12, einzelpreisCent: 45, steuersatz: 7 },
  { bezeichnung: "Kaffeemaschine", menge: 1, einzelpreisCent: 8999, steuersatz: 19 },
];

console.log("Gesamt: " + euro(bruttoSumme(positionen)));
