import { useCallback, useContext, useRef, type ContextType } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';

const SEARCH_ONLY = ['search'] as const;

type RouterState = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>['router']['state'];

/** Where the router is, or is going while a navigation is pending. */
const destination = ({ navigation, location }: RouterState) => (navigation.state === 'idle' ? location : navigation.location).pathname;

/**
 * The page and filters of a list screen, kept in the address so Back, a reload and a shared
 * link return to them. `filterKeys` (a constant of the screen) name the filters; changing one
 * goes back to page 1. Their values come as written in the address: the screen reads them.
 * A change that arrives while the user is already on the way to another screen (a search box's
 * pause ending after a click on a result, while that screen's code loads) is dropped: it would
 * cancel that navigation and bring the user back to the list. The router's state is read when
 * the change arrives: React Router renders a new navigation in a transition, so the list's own
 * render may not have seen it yet (the pause could end in between).
 */
export function useListParams<K extends string = (typeof SEARCH_ONLY)[number]>(filterKeys: readonly K[] = SEARCH_ONLY as unknown as readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const here = useRef(pathname);
  here.current = pathname;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const search = params.get('search') ?? '';

  const update = useCallback(
    (changes: Partial<Record<K, string>> & { page?: number }) => {
      if (router && destination(router.state) !== here.current) return;
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
    [setParams, filterKeys, router],
  );

  return { page, search, params, update };
}
