import { kindOfId, type NodeKind } from '@tessera/core';
import type { ComponentType } from 'react';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { nodeTrail } from '../node-labels.ts';
import { useElementRegistry } from '../plugins-context.tsx';
import { ElementSettings } from './ElementSettings.tsx';
import { ColumnSettings, RowSettings, SectionSettings } from './StructureSettings.tsx';
import { StylePanel } from './style/StylePanel.tsx';

const SETTINGS: Record<NodeKind, ComponentType<{ id: string }>> = {
  section: SectionSettings,
  row: RowSettings,
  column: ColumnSettings,
  element: ElementSettings,
};

/** Said before a section, row or column the user has named, so the header still tells what it is. */
const KIND_NAMES: Record<Exclude<NodeKind, 'element'>, string> = { section: 'Section', row: 'Row', column: 'Column' };

export function Inspector() {
  const selectedId = useDesigner((s) => s.selectedId);
  return (
    <aside className="designer-inspector" aria-label="Settings">
      {selectedId ? (
        <NodeInspector key={selectedId} id={selectedId} />
      ) : (
        <p className="designer-inspector__empty">Select an element on the page to change its settings.</p>
      )}
    </aside>
  );
}

/** The selected node's own settings (a plugin panel, or section, row and column settings), then its style. */
function NodeInspector({ id }: { id: string }) {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const name = useDesigner((s) => nodeTrail(s.document, id, registry).at(-1)?.label);
  const kind = kindOfId(id);
  if (!kind || name === undefined) return null;
  const Settings = SETTINGS[kind];
  // Columns come and go with their row's column count, which keeps the widths adding up.
  const standalone = kind !== 'column';
  return (
    <>
      <header className="designer-inspector__header">
        <h2>
          {kind !== 'element' && !name.startsWith(KIND_NAMES[kind]) ? <span className="designer-inspector__kind">{KIND_NAMES[kind]}</span> : null}
          {name}
        </h2>
        {standalone ? (
          <div className="designer-inspector__actions">
            <button type="button" className="btn btn--small" onClick={() => store.getState().duplicateNode(id)}>
              Duplicate
            </button>
            <button type="button" className="btn btn--small btn--danger" onClick={() => store.getState().removeNode(id)}>
              Delete
            </button>
          </div>
        ) : null}
      </header>
      <div className="designer-inspector__body">
        <Settings id={id} />
        <StylePanel id={id} defaultName={name} />
      </div>
    </>
  );
}
