/** m:ss for a remaining time in milliseconds; m:ss.t under ten seconds. */
export function formatMs(ms: number): string {
  const clamped = Math.max(0, ms);
  const totalSeconds = Math.floor(clamped / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const ss = seconds.padStart(2, "0");
  if (clamped < 10_000) {
    return `0:${ss}.${Math.floor((clamped % 1000) / 100)}`;
  }
  return `${minutes}:${ss}`;
}
