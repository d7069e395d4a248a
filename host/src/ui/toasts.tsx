import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/** Spec §9: every toast stays 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/*
 * Sonner loads with the first toast, so no screen's first load carries it. That toast waits in
 * sonner's state until the Toaster is mounted, which shows the active toasts when it subscribes.
 */
const loadSonner = () => import('sonner');

let toasterWanted = false;
const toasterListeners = new Set<() => void>();
function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of toasterListeners) listener();
}
const subscribeToToaster = (listener: () => void) => {
  toasterListeners.add(listener);
  return () => void toasterListeners.delete(listener);
};

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options?: ExternalToast): void => {
    wantToaster();
    void loadSonner().then(({ toast }) => toast[kind](message, options));
  };

/** The app's toasts (sonner's `toast`, loaded on first use). */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

const LazyToaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/** Where the toasts show: mounted, with its code, at the first toast. */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToaster, () => toasterWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToaster position="bottom-right" richColors closeButton duration={TOAST_DURATION_MS} />
    </Suspense>
  ) : null;
}
