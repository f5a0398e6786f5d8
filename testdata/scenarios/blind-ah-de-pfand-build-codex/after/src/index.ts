import { bonZeilen } from "./bon";
import { Position } from "./pfand";

const einkauf: Position[] = [
  { artikel: "Mineralwasser", behaelter: "einweg", menge: 6 },
  { artikel: "Bier", behaelter: "glas", menge: 20 },
];

console.log(bonZeilen(einkauf).join("\n"));
