import { StatusView } from '../ui/StatusView.tsx';

/** A screen that exists in the navigation but is not built yet, and says so. */
export function PlaceholderPage({ title }: { title: string }) {
  return <StatusView title={title} message="This screen is not available yet. It is coming in a later release." />;
}
