import { cost, Rate } from "./rates";

const standard: Rate = { perHour: { amount: 9000, currency: "eur" }, minimumHours: 1 };

export const quote = cost(standard, "2.5");
