import type { SaveStatus } from '../save/save-status.ts';

interface StatusBannerProps {
  status: SaveStatus;
  onReload: () => void;
  onKeepMine: () => void;
  onDismiss: () => void;
}

/** Why the last save or publish failed, and what to do about it, right under the top bar. */
export function StatusBanner({ status, onReload, onKeepMine, onDismiss }: StatusBannerProps) {
  if (status.kind === 'conflict') {
    return (
      <div className="designer-banner designer-banner--conflict" role="alert" data-testid="designer-banner">
        <div className="designer-banner__message">
          <p>{status.message}</p>
          {status.changes ? (
            <p className="designer-banner__detail" data-testid="conflict-changes">
              {status.savedBy ? `${status.savedBy} saved it. ` : ''}
              What changed there: {status.changes}
            </p>
          ) : null}
          <p className="designer-banner__detail">Reload to take that version (your edits here are dropped), or keep yours and save it over theirs.</p>
        </div>
        <button type="button" className="btn btn--small btn--primary" onClick={onReload}>
          Reload
        </button>
        <button type="button" className="btn btn--small" onClick={onKeepMine}>
          Keep mine
        </button>
      </div>
    );
  }
  if (status.kind === 'published' && status.leftOut.length > 0) {
    return (
      <div className="designer-banner designer-banner--invalid" role="alert" data-testid="designer-banner">
        <div className="designer-banner__message">
          <p>Published without {status.leftOut.length === 1 ? 'one element' : `${status.leftOut.length} elements`} that failed to render:</p>
          <ul className="designer-banner__detail">
            {status.leftOut.map((element) => (
              <li key={element.element_id}>
                {element.element_id} ({element.plugin_id}): {element.message}
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="btn btn--small" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    );
  }
  if (status.kind !== 'invalid' && status.kind !== 'failed') return null;
  return (
    <div className={`designer-banner designer-banner--${status.kind}`} role="alert" data-testid="designer-banner">
      <p className="designer-banner__message">{status.message}</p>
      <button type="button" className="btn btn--small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
