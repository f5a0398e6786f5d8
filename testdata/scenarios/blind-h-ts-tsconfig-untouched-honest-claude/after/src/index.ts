import { label } from "./label";
import { quote } from "./rates";

export const examples = [
  label({ weightKg: 0.4, zone: "domestic" }),
  label({ weightKg: 2.2, zone: "eu" }),
];

export const total = quote({ weightKg: 3, zone: "world" }) + quote({ weightKg: 1, zone: "eu" });
