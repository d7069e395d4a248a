/** Episode durations as people write them ("42:10", "1:02:05", "3725") and read them. */

/** Whole seconds from "mm:ss", "h:mm:ss" or plain seconds; null when empty, NaN when unreadable. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return Number.NaN;
  return trimmed.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** "1:02:03" or "4:05", for a duration in seconds. */
export function clockDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
