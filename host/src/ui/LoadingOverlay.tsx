import { useLoadingOverlay } from './loading-overlay.ts';

/** The global loading overlay of the root view (spec §2). */
export function LoadingOverlay() {
  const { pending, label } = useLoadingOverlay();
  if (pending === 0) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-busy="true" data-testid="loading-overlay">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="loading-overlay__label">{label || 'Loading…'}</span>
    </div>
  );
}
