import { kindOfId, type NodeKind } from '@tessera/core';
import { EditorIcon } from '@tessera/sdk/editor';
import type { ComponentType } from 'react';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { nodeEntry } from '../node-index.ts';
import { KIND_NAMES, nodeTrail } from '../node-labels.ts';
import { useElementRegistry } from '../plugins-context.tsx';
import { useDesignerClipboard } from '../use-designer-clipboard.ts';
import { ElementSettings } from './ElementSettings.tsx';
import { PopupSettings } from './PopupSettings.tsx';
import { ColumnSettings, RowSettings, SectionSettings } from './StructureSettings.tsx';
import { StylePanel } from './style/StylePanel.tsx';

const SETTINGS: Record<NodeKind, ComponentType<{ id: string }>> = {
  section: SectionSettings,
  popup: PopupSettings,
  row: RowSettings,
  column: ColumnSettings,
  element: ElementSettings,
};

/**
 * Move up, move down, copy, duplicate and delete: for one node or every selected one. Icons
 * keep the row inside the panel's width; Delete keeps its word, as the one that destroys.
 */
function NodeActions({ canMoveUp, canMoveDown }: { canMoveUp: boolean; canMoveDown: boolean }) {
  const store = useDesignerStore();
  const { copy } = useDesignerClipboard();
  return (
    <div className="designer-inspector__actions">
      <button type="button" className="btn btn--small btn--icon" aria-label="Move up" title="Move up (Alt+↑)" disabled={!canMoveUp} onClick={() => store.getState().shiftSelection(-1)}>
        <EditorIcon name="move-up" />
      </button>
      <button type="button" className="btn btn--small btn--icon" aria-label="Move down" title="Move down (Alt+↓)" disabled={!canMoveDown} onClick={() => store.getState().shiftSelection(1)}>
        <EditorIcon name="move-down" />
      </button>
      <button type="button" className="btn btn--small btn--icon" aria-label="Copy" title="Copy (Ctrl/Cmd+C)" onClick={copy}>
        <EditorIcon name="copy" />
      </button>
      <button type="button" className="btn btn--small btn--icon" aria-label="Duplicate" title="Duplicate (Ctrl/Cmd+D)" onClick={() => store.getState().duplicateSelection()}>
        <EditorIcon name="duplicate" />
      </button>
      <button type="button" className="btn btn--small btn--danger designer-inspector__delete" title="Delete (Delete)" onClick={() => store.getState().removeSelection()}>
        <EditorIcon name="remove" />
        Delete
      </button>
    </div>
  );
}

/** Whether any selected node can move one place up or down among its siblings. */
function useCanShift(): { up: boolean; down: boolean } {
  const up = useDesigner((s) => s.selectedIds.some((id) => (nodeEntry(s.document, id)?.index ?? 0) > 0));
  const down = useDesigner((s) =>
    s.selectedIds.some((id) => {
      const entry = nodeEntry(s.document, id);
      if (!entry) return false;
      const parent = entry.parentId ? nodeEntry(s.document, entry.parentId)?.node : null;
      const siblings = parent
        ? ((parent as { rows?: unknown[]; columns?: unknown[]; elements?: unknown[] }).rows ??
          (parent as { columns?: unknown[] }).columns ??
          (parent as { elements?: unknown[] }).elements ??
          [])
        : entry.kind === 'popup'
          ? (s.document.popups ?? [])
          : s.document.sections;
      return entry.index < siblings.length - 1;
    }),
  );
  return { up, down };
}

function SelectionInspector({ count }: { count: number }) {
  const shift = useCanShift();
  return (
    <>
      <header className="designer-inspector__header">
        <h2>{count} selected</h2>
        <NodeActions canMoveUp={shift.up} canMoveDown={shift.down} />
      </header>
      <div className="designer-inspector__body">
        <p className="designer-inspector__note">Move, duplicate, copy or delete them together, or drag one of them to move them all. Shift or Cmd and click adds or removes a node.</p>
      </div>
    </>
  );
}

/** The selected node's own settings (a plugin panel; section, popup, row and column settings), then its style. */
function NodeInspector({ id }: { id: string }) {
  const registry = useElementRegistry();
  const name = useDesigner((s) => nodeTrail(s.document, id, registry).at(-1)?.label);
  const shift = useCanShift();
  const kind = kindOfId(id);
  if (!kind || name === undefined) return null;
  const Settings = SETTINGS[kind];
  return (
    <>
      <header className="designer-inspector__header">
        <h2>
          {kind !== 'element' && !name.startsWith(KIND_NAMES[kind]) ? <span className="designer-inspector__kind">{KIND_NAMES[kind]}</span> : null}
          {name}
        </h2>
        <NodeActions canMoveUp={shift.up} canMoveDown={shift.down} />
      </header>
      <div className="designer-inspector__body">
        <Settings id={id} />
        <StylePanel id={id} defaultName={name} />
      </div>
    </>
  );
}

/** What the inspector shows for a selection: the settings of one node, or the actions on several. */
export default function SelectionSettings({ selectedId, count }: { selectedId: string; count: number }) {
  return count > 1 ? <SelectionInspector count={count} /> : <NodeInspector key={selectedId} id={selectedId} />;
}
