import { newClock, press } from "./clock";
import { formatMs } from "./format";

let clock = newClock(5, 3);
clock = press(clock, 12_000);
clock = press(clock, 8_500);
console.log(`white ${formatMs(clock.remainingMs.white)}  black ${formatMs(clock.remainingMs.black)}`);
