const STEPS = [
  { above: 999_999_999, size: 1_000_000_000, suffix: 'B' },
  { above: 999_999, size: 1_000_000, suffix: 'M' },
  { above: 999, size: 1_000, suffix: 'K' },
] as const;

/**
 * Compact number display (spec §9): K above 999, M above 999 999, B above 999 999 999, with
 * one decimal ('1.0K', '1.5K', '2.3M', '1000.0B': B is the largest suffix). The decimal is
 * rounded to nearest (halves up), and a value that rounds up to 1000 of one suffix is shown in
 * the next ('999 960' → '1.0M', not '1000.0K'). Numbers of at most 999 are shown as they are
 * ('999', '12.5'; 999.4 is above 999, so '1.0K'). Negative numbers mirror positive ones
 * ('-1.5K'). NaN and ±Infinity are shown as JavaScript writes them.
 */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  for (const [index, step] of STEPS.entries()) {
    if (magnitude <= step.above) continue;
    // Tenths of the unit; dividing by size/10 keeps integer inputs exact (1050 / 100 = 10.5).
    const tenths = Math.round(magnitude / (step.size / 10));
    const larger = STEPS[index - 1];
    if (tenths >= 10_000 && larger) return `${sign}${(Math.round(magnitude / (larger.size / 10)) / 10).toFixed(1)}${larger.suffix}`;
    return `${sign}${(tenths / 10).toFixed(1)}${step.suffix}`;
  }
  return String(value);
}
