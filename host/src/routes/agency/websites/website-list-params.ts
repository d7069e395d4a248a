import { LANDING_STATUSES, type LandingStatus } from '@tessera/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { WebsiteSort } from '../../../api/websites-api.ts';
import { useListParams } from '../../list-params.ts';

/** The sort choices of the websites list, as the select offers them. */
export const WEBSITE_SORTS: { value: string; label: string; sort: WebsiteSort; desc: boolean }[] = [
  { value: 'id', label: 'Oldest first', sort: 'id', desc: false },
  { value: '-id', label: 'Newest first', sort: 'id', desc: true },
  { value: 'title', label: 'Title A–Z', sort: 'title', desc: false },
  { value: '-title', label: 'Title Z–A', sort: 'title', desc: true },
  { value: '-updated_at', label: 'Recently edited', sort: 'updated_at', desc: true },
];

/** Page, search, sort and status of the websites list, kept in the address. */
export function useWebsiteListParams() {
  const { page, search, update } = useListParams();
  const [params, setParams] = useSearchParams();
  const order = WEBSITE_SORTS.find((choice) => choice.value === params.get('sort')) ?? WEBSITE_SORTS[0]!;
  const rawStatus = params.get('status');
  const status: LandingStatus | '' = LANDING_STATUSES.find((s) => s === rawStatus) ?? '';

  const setFilter = useCallback(
    (name: 'sort' | 'status', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { page, search, update, order, status, setFilter };
}
