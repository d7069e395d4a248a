import { useState } from 'react';
import { useSession } from '../auth/session-store.ts';
import { useImpersonation } from '../auth/use-impersonation.ts';

/** "You are viewing as <name> — Stop", while an admin is signed in as someone else (spec §4). */
export function ImpersonationBanner() {
  const user = useSession((s) => s.user);
  const main = useSession((s) => s.main);
  const { stop } = useImpersonation();
  const [stopping, setStopping] = useState(false);
  if (!user || (!main && !user.impersonator)) return null;
  return (
    <div className="impersonation-banner" role="region" aria-label="Impersonation">
      <span>
        You are viewing as <strong>{user.name || user.email}</strong> —{' '}
      </span>
      <button
        type="button"
        className="btn btn--small impersonation-banner__stop"
        disabled={stopping}
        onClick={() => {
          setStopping(true);
          void stop().finally(() => setStopping(false));
        }}
      >
        Stop
      </button>
    </div>
  );
}
