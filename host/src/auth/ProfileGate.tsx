import type { Profile } from '@tessera/core';
import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusView } from '../ui/StatusView.tsx';
import { useSession } from './session-store.ts';
import { useLoadProfile } from './use-load-profile.ts';

interface ProfileGateProps {
  /** Rendered when there is no token at all. */
  signedOut: ReactNode;
  children: (user: Profile) => ReactNode;
}

/** Holds a screen back until the signed-in user is known, fetching the profile when only a token is. */
export function ProfileGate({ signedOut, children }: ProfileGateProps) {
  const { token, user, error, retry } = useLoadProfile();
  if (!token) return signedOut;
  if (user) return children(user);
  if (error && !isApiError(error, 401) && !isApiError(error, 403)) {
    return (
      <StatusView
        title="Your account could not be loaded"
        message={error.message}
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={() => void retry()}>
              Try again
            </button>
            <button type="button" className="btn" onClick={() => useSession.getState().signOut()}>
              Sign in again
            </button>
          </>
        }
      />
    );
  }
  return <Spinner fullPage label="Loading your account…" />;
}
