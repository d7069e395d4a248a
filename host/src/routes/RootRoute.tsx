import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { isUnknownHostError, useAppConfig } from '../api/config-api.ts';
import { LoadingOverlay } from '../ui/LoadingOverlay.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusView } from '../ui/StatusView.tsx';
import { useScrollToHashOrTop } from './use-scroll-to-hash-or-top.ts';

export const MAINTENANCE_MESSAGE =
  "We're undergoing scheduled maintenance to ensure optimal performance. Thank you for your patience as we work to enhance our services.";

type FirstAnswer = 'pending' | 'answered' | 'unknown-host';

/**
 * The root view of spec §2: a spinner until the white-label config has answered, a 404 view
 * when the host is no white-label's, the maintenance notice when the config says so, and the
 * global loading overlay over whatever is shown.
 */
export function RootRoute() {
  const config = useAppConfig();
  useScrollToHashOrTop();
  // Remember the first answer only. A failed config goes back to "pending" on every refetch
  // (window focus, a new observer); unmounting the app each time would loop and lose input.
  const [first, setFirst] = useState<FirstAnswer>('pending');
  if (first === 'pending' && !config.isPending) setFirst(isUnknownHostError(config.error) ? 'unknown-host' : 'answered');
  return (
    <>
      <RootContent first={first} maintenance={config.data?.maintenance === true} />
      <LoadingOverlay />
    </>
  );
}

function RootContent({ first, maintenance }: { first: FirstAnswer; maintenance: boolean }) {
  if (first === 'pending') return <Spinner fullPage />;
  if (first === 'unknown-host') {
    return (
      <div className="page-center">
        <StatusView title="404" message="This address is not served here. Check the domain you typed." />
      </div>
    );
  }
  if (maintenance) {
    return (
      <div className="page-center">
        <StatusView title="Scheduled maintenance" message={MAINTENANCE_MESSAGE} />
      </div>
    );
  }
  // Without a config (server unreachable) the app still starts: its screens show their own errors.
  return <Outlet />;
}
