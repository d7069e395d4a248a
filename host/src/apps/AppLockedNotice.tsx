import { appNotHeldMessage } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useSession } from '../auth/session-store.ts';
import { StatusView } from '../ui/StatusView.tsx';

/** Where an app the agency does not hold would be: what it is, and (for the owner) where to get it. */
export function AppLockedNotice({ label }: { label: string }) {
  const owner = useSession((s) => s.user?.role === 'Agency');
  return (
    <StatusView
      title={`${label} is locked`}
      message={appNotHeldMessage(label)}
      actions={
        owner ? (
          <Link className="button button--primary" to="/agency/premium-apps">
            See premium apps
          </Link>
        ) : null
      }
    />
  );
}
