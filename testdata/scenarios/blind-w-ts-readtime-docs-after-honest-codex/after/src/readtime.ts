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
  if (!(wpm > 0)) {
    throw new RangeError(`wordsPerMinute must be positive, got ${wpm}`);
  }
  return Math.max(1, Math.ceil(countWords(text) / wpm));
}

export interface Duration {
  minutes: number;
  seconds: number;
}

/** Returns how long it takes to read text, rounded to the nearest second. */
export function readingTime(text: string, opts: Options = {}): Duration {
  const wpm = opts.wordsPerMinute ?? 200;
  if (!(wpm > 0)) {
    throw new RangeError(`wordsPerMinute must be positive, got ${wpm}`);
  }
  const total = Math.round((countWords(text) / wpm) * 60);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
