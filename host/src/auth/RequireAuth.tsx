import type { Role } from '@tessera/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { homePathFor, isBlocked, SUBSCRIPTION_PATH } from './home-path.ts';
import { ProfileGate } from './ProfileGate.tsx';
import { useSession } from './session-store.ts';

export interface FromState {
  from?: { pathname: string; search: string; hash: string };
}

/**
 * Lets signed-in users with one of `roles` through. Without a token the browser goes to
 * /login (remembering where it was); another role goes to its own home (spec §6); a blocked
 * agency goes to the subscription screen from every route (spec §4). The profile is fetched
 * first whenever only the token is known (spec §2).
 */
export function RequireAuth({ roles }: { roles?: readonly Role[] }) {
  const location = useLocation();
  const signedOutByUser = useSession((s) => s.signedOutByUser);
  const from: FromState | null = signedOutByUser ? null : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return (
    <ProfileGate signedOut={<Navigate to="/login" replace state={from} />}>
      {(user) => {
        if (isBlocked(user) && location.pathname !== SUBSCRIPTION_PATH) return <Navigate to={SUBSCRIPTION_PATH} replace />;
        if (roles && !roles.includes(user.role)) return <Navigate to={homePathFor(user)} replace />;
        return <Outlet />;
      }}
    </ProfileGate>
  );
}
