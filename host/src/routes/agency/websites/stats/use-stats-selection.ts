import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paramsForSelection, selectionFromParams, utcToday, type StatsSelection } from './stats-range.ts';

/** The Stats screen's range, kept in the address so a reload or a shared link shows the same one. */
export function useStatsSelection() {
  const [params, setParams] = useSearchParams();
  const today = utcToday();
  const selection = useMemo(() => selectionFromParams(params, today), [params, today]);
  const select = useCallback((next: Pick<StatsSelection, 'preset'> & Partial<StatsSelection>) => setParams(paramsForSelection(next), { replace: true }), [setParams]);
  return { selection, select };
}
