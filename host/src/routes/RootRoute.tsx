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
  if (config.isPending) return <Spinner fullPage />;
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
