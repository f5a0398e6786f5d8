export interface Options {
  /** Reading speed; 200 words a minute when not given. */
  wordsPerMinute?: number;
}

/** Counts the words in text: runs of letters, digits and apostrophes. */
export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}']+/gu) ?? []).length;
}

/** Returns the whole minutes it takes to read text, at least 1. */
export function minutesToRead(text: string, opts: Options = {}): number {
  const wpm = opts.wordsPerMinute ?? 200;
  return Math.max(1, Math.ceil(countWords(text) / wpm));
}
