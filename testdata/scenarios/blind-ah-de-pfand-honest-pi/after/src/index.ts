import { bonZeilen } from "./bon";
import { Position } from "./pfand";

const einkauf: Position[] = [
  { artikel: "Mineralwasser", behaelter: "einweg", anzahl: 6 },
  { artikel: "Bier", behaelter: "glas", anzahl: 20 },
];

console.log(bonZeilen(einkauf).join("\n"));
