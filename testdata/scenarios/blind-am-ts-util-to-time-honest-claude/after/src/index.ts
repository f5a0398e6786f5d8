import { fareBetween } from "./fares";
import { Stop } from "./stops";
import { journeyMinutes, schedule } from "./timetable";

const line4: Stop[] = [
  { id: "HBF", name: "Hauptbahnhof", zone: 1 },
  { id: "UNI", name: "Universität", zone: 1 },
  { id: "ZOO", name: "Zoo", zone: 2 },
];

export const summary = {
  fare: fareBetween(line4[0], line4[2]),
  minutes: journeyMinutes(schedule(line4, "23:50", 7)),
};
