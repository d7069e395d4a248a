import { describe, expect, it } from 'vitest';
import { paramsForSelection, presetRange, selectionFromParams, utcToday } from './stats-range.ts';

const TODAY = '2026-03-10';
const from = (query: string) => selectionFromParams(new URLSearchParams(query), TODAY);

describe('Stats date range presets and the address', () => {
  it('turns each preset into the days it covers, today included', () => {
    expect(presetRange('today', TODAY)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(presetRange('7d', TODAY)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetRange('30d', TODAY)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(presetRange('90d', '2026-01-05')).toEqual({ from: '2025-10-08', to: '2026-01-05' });
  });

  it('reads a preset from the address and stores it without dates, so a shared link stays current', () => {
    expect(from('range=7d')).toEqual({ preset: '7d', from: '2026-03-04', to: TODAY });
    expect(paramsForSelection({ preset: '7d' })).toEqual({ range: '7d' });
    expect(new URLSearchParams(paramsForSelection({ preset: '90d' })).toString()).toBe('range=90d');
  });

  it('keeps custom dates in the address and reads them back', () => {
    const params = new URLSearchParams(paramsForSelection({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' }));
    expect(params.toString()).toBe('range=custom&from=2026-01-01&to=2026-01-31');
    expect(selectionFromParams(params, TODAY)).toEqual({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' });
  });

  it('falls back to the last 30 days for no range, an unknown one, or custom dates that are missing, invalid or reversed', () => {
    const fallback = { preset: '30d', from: '2026-02-09', to: TODAY };
    expect(from('')).toEqual(fallback);
    expect(from('range=year')).toEqual(fallback);
    expect(from('range=custom&from=2026-01-01')).toEqual(fallback);
    expect(from('range=custom&from=2026-02-30&to=2026-03-01')).toEqual(fallback);
    expect(from('range=custom&from=2026-03-01&to=2026-02-01')).toEqual(fallback);
  });

  it('counts today in UTC, as the server counts days', () => {
    expect(utcToday(new Date('2026-03-10T23:30:00-05:00'))).toBe('2026-03-11');
  });
});
