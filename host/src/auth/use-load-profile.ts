import { useEffect } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useProfileQuery } from '../api/auth-api.ts';
import { useSession } from './session-store.ts';

/**
 * Loads the signed-in user when a token exists but no user is known yet (spec §2).
 * A profile call the server refuses (401/403) means the token is dead: sign out. Other
 * failures (server down, network) leave the token alone so a retry can still succeed.
 */
export function useLoadProfile() {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const query = useProfileQuery(token, user === null);

  useEffect(() => {
    if (query.data) useSession.getState().setUser(query.data);
  }, [query.data]);

  useEffect(() => {
    if (isApiError(query.error, 401) || isApiError(query.error, 403)) useSession.getState().signOut();
  }, [query.error]);

  return { token, user, error: query.error, retry: query.refetch };
}
