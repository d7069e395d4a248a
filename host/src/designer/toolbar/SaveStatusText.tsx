import { useDesigner } from '../designer-context.tsx';
import { selectIsDirty } from '../designer-store.ts';
import type { SaveStatus } from '../save-status.ts';

interface SaveStatusTextProps {
  status: SaveStatus;
  onReload: () => void;
}

/** One line that tells where the page stands: saving, saved, published, or what went wrong. */
export function SaveStatusText({ status, onReload }: SaveStatusTextProps) {
  const dirty = useDesigner(selectIsDirty);
  return (
    <div className={`save-status save-status--${status.kind}`} role="status" aria-live="polite" data-testid="save-status">
      {describe(status, dirty)}
      {status.kind === 'conflict' ? (
        <button type="button" className="btn btn--small" onClick={onReload}>
          Reload
        </button>
      ) : null}
    </div>
  );
}

function describe(status: SaveStatus, dirty: boolean): string {
  switch (status.kind) {
    case 'saving':
      return 'Saving…';
    case 'publishing':
      return 'Publishing…';
    case 'conflict':
    case 'invalid':
    case 'failed':
      return status.message;
    case 'saved':
      return dirty ? 'Unsaved changes' : 'Saved';
    case 'published':
      return dirty ? 'Unsaved changes' : 'Published';
    case 'idle':
      return dirty ? 'Unsaved changes' : '';
  }
}
