import { CONTACT_SOURCES, type ContactSource } from '@tessera/core';
import { useCallback } from 'react';
import type { ContactFilterValues } from '../../../../api/contacts-api.ts';
import { useListParams } from '../../../list-params.ts';

const FILTER_KEYS = ['search', 'source', 'tag', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isSource = (value: string | null): value is ContactSource => CONTACT_SOURCES.includes(value as ContactSource);

/**
 * The contacts list's page and filters, kept in the address so a filtered view can be shared,
 * reloaded and left with Back. Values the server would refuse are read as "any".
 */
export function useContactFilters() {
  const { page, params, update } = useListParams(FILTER_KEYS);
  const source = params.get('source');
  const day = (key: 'from' | 'to') => (DAY.test(params.get(key) ?? '') ? params.get(key)! : '');
  const filters: ContactFilterValues = {
    search: params.get('search') ?? '',
    source: isSource(source) ? source : '',
    tag: params.get('tag') ?? '',
    from: day('from'),
    to: day('to'),
  };
  const filtered = FILTER_KEYS.some((key) => filters[key] !== '');
  const clear = useCallback(() => update({ search: '', source: '', tag: '', from: '', to: '' }), [update]);

  return { page, filters, filtered, update, clear };
}
