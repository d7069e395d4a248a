import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session-store.ts';
import { fetchProfile } from './auth-api.ts';
import { configQuery } from './config-api.ts';

/**
 * Asks for what every first screen waits on, the config and the user a stored token names, as
 * the app starts: while the screen's own code still loads, instead of one after the other once
 * it has (on a fresh load of the designer that chain came before the page's own design).
 * A failure is left to the screens, which ask again and say what went wrong.
 */
export function startBootRequests(queryClient: QueryClient): void {
  queryClient.prefetchQuery(configQuery).catch(() => {});
  const { token, user } = useSession.getState();
  if (!token || user) return;
  fetchProfile(undefined, { quiet: true }).then(
    (profile) => {
      const session = useSession.getState();
      // Only for the token it was asked with, and only if nothing has told who is signed in meanwhile.
      if (session.token === token && !session.user) session.setUser(profile);
    },
    () => {},
  );
}
