import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { homePathFor } from './home-path.ts';
import { ProfileGate } from './ProfileGate.tsx';
import type { FromState } from './RequireAuth.tsx';

/**
 * The auth screens are for signed-out visitors. A signed-in user is sent back where the
 * guard stopped them, or to the home of their role (spec §2).
 */
export function GuestOnly() {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  return (
    <ProfileGate signedOut={<Outlet />}>
      {(user) => <Navigate to={from ? `${from.pathname}${from.search}${from.hash}` : homePathFor(user)} replace />}
    </ProfileGate>
  );
}
