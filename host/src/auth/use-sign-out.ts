import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/auth-api.ts';
import { forgetUserData } from '../api/query-client.ts';
import { withLoadingOverlay } from '../ui/loading-overlay.ts';
import { useSession } from './session-store.ts';

/**
 * Ends the session on the server, then locally, whether or not the server calls succeeded.
 * During an impersonation both tokens are revoked and forgotten: logout clears tokens (spec §4).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(() => {
    const { main } = useSession.getState();
    setPending(true);
    void withLoadingOverlay('Signing out…', async () => {
      await Promise.allSettled([logout(), ...(main ? [logout(main.token)] : [])]);
      useSession.getState().signOut(true);
      forgetUserData(queryClient);
      navigate('/login', { replace: true });
    }).finally(() => setPending(false));
  }, [queryClient, navigate]);

  return { signOut, pending };
}
