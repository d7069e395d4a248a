import { statsQuerySchema } from '@tessera/core';

/** The ranges offered on the Stats screen; 'custom' is two chosen dates. */
export const STATS_PRESETS = [
  { id: 'today', label: 'Today' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: 'custom', label: 'Custom' },
] as const;

export type StatsPreset = (typeof STATS_PRESETS)[number]['id'];

/** How many days each preset covers, today included. */
const PRESET_DAYS: Record<Exclude<StatsPreset, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

/** What the address holds: a preset, and for 'custom' its two dates. */
export interface StatsSelection {
  preset: StatsPreset;
  from: string;
  to: string;
}

/** Matches the server's default, so an address without a range shows what the API answers by default. */
export const DEFAULT_PRESET = '30d' satisfies StatsPreset;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today as the server counts days: in UTC. */
export const utcToday = (now: Date = new Date()) => isoDay(now.getTime());

/** The dates a preset covers, ending today (UTC). */
export function presetRange(preset: Exclude<StatsPreset, 'custom'>, today: string): { from: string; to: string } {
  const days = PRESET_DAYS[preset];
  return { from: isoDay(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS), to: today };
}

/**
 * The selection an address holds. `range` names a preset; `range=custom` also needs a valid
 * `from` and `to`. Anything else (a hand-edited or stale link) falls back to the default.
 */
export function selectionFromParams(params: URLSearchParams, today: string): StatsSelection {
  const range = params.get('range');
  if (range === 'custom') {
    const dates = statsQuerySchema.safeParse({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
    if (dates.success && dates.data.from && dates.data.to) return { preset: 'custom', from: dates.data.from, to: dates.data.to };
  } else if (range !== null && Object.hasOwn(PRESET_DAYS, range)) {
    const preset = range as keyof typeof PRESET_DAYS;
    return { preset, ...presetRange(preset, today) };
  }
  return { preset: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today) };
}

/** The address parameters of a selection: presets keep no dates, so a shared "Last 7 days" link stays current. */
export function paramsForSelection(selection: Pick<StatsSelection, 'preset'> & Partial<StatsSelection>): Record<string, string> {
  if (selection.preset === 'custom') return { range: 'custom', from: selection.from ?? '', to: selection.to ?? '' };
  return { range: selection.preset };
}
