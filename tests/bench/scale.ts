/**
 * `--smoke` runs every bench part once at a small size (50 elements, 2 s of load, one
 * Lighthouse run a kind of page) so `npm test` proves the benches still run; the figures it prints are not
 * the ones to compare. Without it the parts run at the sizes the README reports.
 */
export const SMOKE = process.argv.includes('--smoke');

/** The value for a real run, or the small one under `--smoke`. */
export const scaled = <T>(full: T, smoke: T): T => (SMOKE ? smoke : full);
