import { Reading, summary } from "./report";

const now = new Date();
const readings: Reading[] = [
  { sensor: "greenhouse", celsius: 21.5, at: now },
  { sensor: "greenhouse", celsius: 23.0, at: now },
  { sensor: "shed", celsius: 12.25, at: now },
];

console.log(summary(readings));
