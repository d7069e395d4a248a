import { homePathForRole, type Role } from '@tessera/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ProfileGate } from './ProfileGate.tsx';

export interface FromState {
  from?: { pathname: string; search: string; hash: string };
}

/** Lets signed-in users with one of `roles` through; others go to /login or to their own home. */
export function RequireAuth({ roles }: { roles?: readonly Role[] }) {
  const location = useLocation();
  const from: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return (
    <ProfileGate signedOut={<Navigate to="/login" replace state={from} />}>
      {(user) => (roles && !roles.includes(user.role) ? <Navigate to={homePathForRole(user.role)} replace /> : <Outlet />)}
    </ProfileGate>
  );
}
