/** Words a visitor reads a minute, the usual estimate for web articles. */
const WORDS_PER_MINUTE = 200;

/** A post's reading time in whole minutes for `words` words; never below a minute. */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / WORDS_PER_MINUTE));
