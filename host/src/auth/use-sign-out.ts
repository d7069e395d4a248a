import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../api/auth-api.ts';
import { useSession } from './session-store.ts';

/** Ends the session on the server, then locally, whether or not the server call succeeded. */
export function useSignOut() {
  const logout = useLogoutMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = useCallback(() => {
    logout.mutate(undefined, {
      onSettled: () => {
        useSession.getState().signOut();
        queryClient.clear();
        navigate('/login', { replace: true });
      },
    });
  }, [logout, queryClient, navigate]);

  return { signOut, pending: logout.isPending };
}
