import { homePathForRole, type Role } from '@tessera/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { impersonate, stopImpersonating } from '../api/auth-api.ts';
import { forgetUserData } from '../api/query-client.ts';
import { withLoadingOverlay } from '../ui/loading-overlay.ts';
import { useSession } from './session-store.ts';

export interface ImpersonationTarget {
  id: number;
  name: string;
  role: Role;
}

/**
 * Impersonation (spec §4): starting saves the main token and role and switches to the
 * impersonated token; stopping ends the impersonation on the server and restores the main token.
 */
export function useImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const start = useCallback(
    (target: ImpersonationTarget) =>
      withLoadingOverlay(`Opening the account of ${target.name}…`, async () => {
        const token = await impersonate(target.id);
        useSession.getState().startImpersonation(token);
        forgetUserData(queryClient);
        navigate(homePathForRole(target.role));
      }).catch(() => {
        // The refusal was already shown by the global response handling (spec §8).
      }),
    [queryClient, navigate],
  );

  const stop = useCallback(
    () =>
      withLoadingOverlay('Returning to your account…', async () => {
        // Even when the server cannot end it (the token expired already), the main session comes back.
        await stopImpersonating().catch(() => undefined);
        const main = useSession.getState().stopImpersonation();
        forgetUserData(queryClient);
        navigate(main ? homePathForRole(main.role) : '/login', { replace: true });
      }),
    [queryClient, navigate],
  );

  return { start, stop };
}
