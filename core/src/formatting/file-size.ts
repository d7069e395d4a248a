/** File size units of spec §9, from kB up. */
export const FILE_SIZE_UNITS = ['kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * One kB is 1000 bytes: the units are the SI (decimal) ones, so 'kB' means what it says and
 * sizes match what macOS and most web services show. (1024-byte units would be KiB, MiB…)
 */
export const FILE_SIZE_BASE = 1000;

/**
 * File size display (spec §9): in kB or a larger unit, one decimal, at least '0.1'. The unit is
 * the largest in which the size is at least 1 (kB for anything under 1 MB, even 0 bytes), and a
 * size that rounds up to 1000.0 of one unit is shown in the next ('999 960 bytes' → '1.0 MB').
 * Examples: 0 → '0.1 kB', 1536 → '1.5 kB', 1 500 000 → '1.5 MB'. Sizes beyond YB stay in YB.
 * Throws a RangeError for a negative or non-finite size.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let unit = 0;
  let size = bytes / FILE_SIZE_BASE;
  while (unit < FILE_SIZE_UNITS.length - 1 && Math.round(size * 10) >= 10_000) {
    size /= FILE_SIZE_BASE;
    unit += 1;
  }
  return `${Math.max(size, 0.1).toFixed(1)} ${FILE_SIZE_UNITS[unit]}`;
}
