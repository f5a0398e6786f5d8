export interface Lap {
  index: number;
  durationMs: number;
}

function pad(n: number): string {
  return n.toString().padStart(2, "0");
}

export function formatMs(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hundredths = Math.floor((ms % 1000) / 10);
  return Math.floor(total / 60) + ":" + pad(total % 60) + "." + pad(hundredths);
}

export function formatLap(lap: Lap): string {
  return "#" + lap.index + " " + formatMs(lap.durationMs);
}
