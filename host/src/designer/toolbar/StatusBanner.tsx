import type { SaveStatus } from '../save-status.ts';

interface StatusBannerProps {
  status: SaveStatus;
  onReload: () => void;
  onDismiss: () => void;
}

/** Why the last save or publish failed, and what to do about it, right under the top bar. */
export function StatusBanner({ status, onReload, onDismiss }: StatusBannerProps) {
  if (status.kind !== 'conflict' && status.kind !== 'invalid' && status.kind !== 'failed') return null;
  return (
    <div className={`designer-banner designer-banner--${status.kind}`} role="alert" data-testid="designer-banner">
      <p className="designer-banner__message">{status.message}</p>
      {status.kind === 'conflict' ? (
        <button type="button" className="btn btn--small btn--primary" onClick={onReload}>
          Reload
        </button>
      ) : (
        <button type="button" className="btn btn--small" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
