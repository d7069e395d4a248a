import { useCallback, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';

const SEARCH_ONLY = ['search'] as const;

/**
 * The page and filters of a list screen, kept in the address so Back, a reload and a shared
 * link return to them. `filterKeys` (a constant of the screen) name the filters; changing one
 * goes back to page 1. Their values come as written in the address: the screen reads them.
 * A change that arrives while the user is already on the way to another screen (a search box's
 * pause ending after a click on a result, while that screen's code loads) is dropped: it would
 * cancel that navigation and bring the user back to the list.
 */
export function useListParams<K extends string = (typeof SEARCH_ONLY)[number]>(filterKeys: readonly K[] = SEARCH_ONLY as unknown as readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const search = params.get('search') ?? '';

  const update = useCallback(
    (changes: Partial<Record<K, string>> & { page?: number }) => {
      if (leaving.current) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of filterKeys) {
            const value = changes[key];
            if (value === undefined) continue;
            if (value) next.set(key, value);
            else next.delete(key);
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, filterKeys],
  );

  return { page, search, params, update };
}
