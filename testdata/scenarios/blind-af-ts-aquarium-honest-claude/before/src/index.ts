import { weeklyNote } from "./report";

const reef = { name: "Reef 120", litres: 120 };
console.log(weeklyNote(reef, { ph: 8.1, ammoniaPpm: 0, nitratePpm: 55, tempC: 25.5 }));
