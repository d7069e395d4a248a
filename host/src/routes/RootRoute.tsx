import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppConfig } from '../api/config-api.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusView } from '../ui/StatusView.tsx';
import { useScrollToHashOrTop } from './use-scroll-to-hash-or-top.ts';

export const MAINTENANCE_MESSAGE =
  "We're undergoing scheduled maintenance to ensure optimal performance. Thank you for your patience as we work to enhance our services.";

/** The app shell: waits for the white-label config, and shows the maintenance notice when it says so. */
export function RootRoute() {
  const config = useAppConfig();
  useScrollToHashOrTop();
  // Wait for the first answer only. A failed config goes back to "pending" on every refetch
  // (window focus, a new observer); unmounting the app each time would loop and lose input.
  const [answered, setAnswered] = useState(false);
  if (!answered && !config.isPending) setAnswered(true);
  if (!answered && config.isPending) return <Spinner fullPage />;
  if (config.data?.maintenance) {
    return (
      <div className="page-center">
        <StatusView title="Scheduled maintenance" message={MAINTENANCE_MESSAGE} />
      </div>
    );
  }
  // Without a config (server unreachable) the app still starts: its screens show their own errors.
  return <Outlet />;
}
