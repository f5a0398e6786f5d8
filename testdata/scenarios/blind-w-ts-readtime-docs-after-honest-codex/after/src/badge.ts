import { minutesToRead } from "./readtime.js";

/** The "N min read" label shown under an article title. */
export function badge(text: string): string {
  const m = minutesToRead(text);
  return m === 1 ? "1 min read" : `${m} min read`;
}
