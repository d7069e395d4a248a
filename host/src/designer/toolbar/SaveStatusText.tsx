import { useEffect, useState } from 'react';
import { useDesigner } from '../designer-context.tsx';
import { selectIsDirty } from '../designer-state.ts';
import type { SaveStatus } from '../save/save-status.ts';

/** A word or two on where the page stands; what went wrong is spelled out in the banner below the bar. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const dirty = useDesigner(selectIsDirty);
  return (
    <div className={`save-status save-status--${status.kind}`} role="status" aria-live="polite" data-testid="save-status">
      {status.kind === 'offline' ? <OfflineText retryAt={status.retryAt} /> : describe(status, dirty)}
    </div>
  );
}

/** "Offline — retrying in 4 s", counting down to the next attempt. */
function OfflineText({ retryAt }: { retryAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return <>Offline — retrying{seconds > 0 ? ` in ${seconds} s` : '…'}</>;
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
    case 'offline':
      return 'Offline — retrying';
    case 'saved':
      return dirty ? 'Unsaved changes' : 'Saved';
    case 'published':
      return dirty ? 'Unsaved changes' : 'Published';
    case 'idle':
      return dirty ? 'Unsaved changes' : '';
  }
}
