import { Suspense, useMemo } from 'react';
import { useDesigner } from '../designer-context.tsx';
import { selectionSettings } from './lazy-selection-settings.ts';

/**
 * The right-hand pane. The settings of a selection are code on demand, loaded while the designer
 * is idle after it opens (usePanelPreloading): the canvas does not wait for the inspector's
 * panels and fields, and by a first click they are there.
 */
export function Inspector() {
  const selectedId = useDesigner((s) => s.selectedId);
  const count = useDesigner((s) => s.selectedIds.length);
  const Settings = useMemo(() => (selectedId ? selectionSettings() : null), [selectedId]);
  return (
    <aside className="designer-inspector" aria-label="Settings">
      {Settings && selectedId ? (
        <Suspense fallback={<p className="designer-inspector__empty" role="status">Loading settings…</p>}>
          <Settings selectedId={selectedId} count={count} />
        </Suspense>
      ) : (
        <p className="designer-inspector__empty">Select an element on the page to change its settings. Shift or Cmd and click selects several.</p>
      )}
    </aside>
  );
}
