import { STATS_MAX_DAYS, statsQuerySchema } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { STATS_PRESETS, type StatsPreset, type StatsSelection } from './stats-range.ts';

interface RangePickerProps {
  selection: StatsSelection;
  onSelect(next: Pick<StatsSelection, 'preset'> & Partial<StatsSelection>): void;
}

const DAY_MS = 86_400_000;
const lengthInDays = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/**
 * The range presets as one radio group (arrow keys move between them), and for "Custom" two
 * dates that apply together, checked as the server would check them.
 */
export function RangePicker({ selection, onSelect }: RangePickerProps) {
  const [customOpen, setCustomOpen] = useState(selection.preset === 'custom');
  const [draft, setDraft] = useState({ from: selection.from, to: selection.to });
  const [error, setError] = useState<string | undefined>();
  const shown: StatsPreset = customOpen ? 'custom' : selection.preset;

  const choose = (preset: StatsPreset) => {
    setError(undefined);
    if (preset === 'custom') {
      setDraft({ from: selection.from, to: selection.to });
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onSelect({ preset });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = statsQuerySchema.safeParse({ from: draft.from || undefined, to: draft.to || undefined });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    const { from, to } = checked.data;
    if (!from || !to) return setError('Choose both a start and an end date.');
    if (lengthInDays(from, to) > STATS_MAX_DAYS) return setError(`Choose at most ${STATS_MAX_DAYS} days.`);
    setError(undefined);
    onSelect({ preset: 'custom', from, to });
  };

  return (
    <div className="range-picker">
      <fieldset className="range-picker__presets">
        <legend className="visually-hidden">Date range</legend>
        {STATS_PRESETS.map((preset) => (
          <label key={preset.id} className={`range-picker__option${shown === preset.id ? ' is-active' : ''}`}>
            <input className="visually-hidden" type="radio" name="stats-range" value={preset.id} checked={shown === preset.id} onChange={() => choose(preset.id)} />
            {preset.label}
          </label>
        ))}
      </fieldset>
      {customOpen ? (
        <form className="range-picker__custom" onSubmit={apply} noValidate>
          <div className="range-picker__date">
            <label htmlFor="stats-from">From</label>
            <input id="stats-from" className="input" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} aria-invalid={error ? true : undefined} aria-describedby={error ? 'stats-range-error' : undefined} />
          </div>
          <div className="range-picker__date">
            <label htmlFor="stats-to">To</label>
            <input id="stats-to" className="input" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} aria-invalid={error ? true : undefined} aria-describedby={error ? 'stats-range-error' : undefined} />
          </div>
          <button type="submit" className="btn btn--small">
            Apply
          </button>
          {error ? (
            <p id="stats-range-error" className="form-row__error range-picker__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
