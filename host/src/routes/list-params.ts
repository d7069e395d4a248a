import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page and search of a list screen, kept in the address so Back and a reload return to them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const search = params.get('search') ?? '';

  const update = useCallback(
    (changes: { page?: number; search?: string }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.search !== undefined) {
            if (changes.search) next.set('search', changes.search);
            else next.delete('search');
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { page, search, update };
}
