import { useDesigner } from '../designer-context.tsx';
import { selectIsDirty } from '../designer-state.ts';
import type { SaveStatus } from '../save-status.ts';

/** A word or two on where the page stands; what went wrong is spelled out in the banner below the bar. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const dirty = useDesigner(selectIsDirty);
  return (
    <div className={`save-status save-status--${status.kind}`} role="status" aria-live="polite" data-testid="save-status">
      {describe(status, dirty)}
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
      return 'Not saved';
    case 'saved':
      return dirty ? 'Unsaved changes' : 'Saved';
    case 'published':
      return dirty ? 'Unsaved changes' : 'Published';
    case 'idle':
      return dirty ? 'Unsaved changes' : '';
  }
}
