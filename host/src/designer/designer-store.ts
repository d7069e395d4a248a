import {
  createColumnNode,
  createNodeId,
  createPopupNode,
  createRowNode,
  createSectionNode,
  DEFAULT_DEVICE,
  DocumentOperationError,
  duplicateNode,
  emptyDocument,
  insertNode,
  kindOfId,
  moveColumn,
  moveNode,
  nodeAtLocation,
  findLocation,
  removeColumn,
  removeNode,
  resizeColumns,
  updateElementProps,
  updateNode,
  updateNodeOptions,
  type IdFactory,
  type PageDocument,
  type RowNode,
  type SectionNode,
} from '@tessera/core';
import { newSectionIndex } from './document-ops/new-section-index.ts';
import { createStore } from 'zustand/vanilla';
import { MAX_COLUMNS, setColumnCount } from './document-ops/column-count.ts';
import { duplicateMany, moveIntoNewSection, moveManyTo, outermost, pasteNodes, removeMany, shiftMany } from './document-ops/many-nodes.ts';
import { updateNodeStyle } from './document-ops/node-style.ts';
import { updatePageSettings } from './document-ops/page-settings.ts';
import type { DesignerState, DesignerStore, DesignerStoreState, EditorReader, SelectMode } from './designer-state.ts';
import { hasNode, nodeEntry } from './node-index.ts';

/** How many earlier documents undo keeps. Documents share untouched nodes, so each costs little. */
export const HISTORY_LIMIT = 100;
/** Prop edits of the same fields of one element this close together undo as one step (typing). */
export const COALESCE_MS = 1000;
/** Edits with a coalesce key of this prefix fold together however slow they are (a column resize drag). */
const GESTURE = 'gesture:';

export interface DesignerStoreOptions {
  document?: PageDocument;
  version?: number;
  newId?: IdFactory;
  now?: () => number;
  historyLimit?: number;
}

/** Runs a core operation; a refused one (its target vanished meanwhile) yields null instead of throwing. */
function attempt<T>(operation: () => T): T | null {
  try {
    return operation();
  } catch (error) {
    if (error instanceof DocumentOperationError) return null;
    throw error;
  }
}

type Selection = Pick<DesignerState, 'selectedId' | 'selectedIds' | 'editingId' | 'openPopupId'>;

/**
 * The selection, the element being edited and the open popup survive a change of document only
 * if their nodes do. `select` replaces the selection with nodes an edit created.
 */
function surviving(state: DesignerState, doc: PageDocument, select?: readonly string[]): Selection {
  const ids = (select ?? state.selectedIds).filter((id) => hasNode(doc, id));
  const primary = select ? (ids.at(-1) ?? null) : state.selectedId && hasNode(doc, state.selectedId) ? state.selectedId : (ids.at(-1) ?? null);
  return {
    selectedId: primary,
    selectedIds: ids,
    editingId: state.editingId && hasNode(doc, state.editingId) ? state.editingId : null,
    openPopupId: state.openPopupId && hasNode(doc, state.openPopupId) ? state.openPopupId : null,
  };
}

/** The popup a node is in, if any: selecting a node inside a closed popup opens it. */
function popupOf(doc: PageDocument, id: string): string | null {
  const location = findLocation(doc, id);
  if (location?.root !== 'popups') return null;
  return nodeAtLocation(doc, { root: 'popups', path: location.path.slice(0, 1) })?.id ?? null;
}

export function createDesignerStore(options: DesignerStoreOptions = {}): DesignerStore {
  const newId = options.newId ?? createNodeId;
  const now = options.now ?? Date.now;
  const historyLimit = options.historyLimit ?? HISTORY_LIMIT;
  const initial = options.document ?? emptyDocument();
  // Not state: nothing renders from it, and a function has no place in a snapshot.
  let reader: { id: string; read: EditorReader } | null = null;

  return createStore<DesignerStoreState>()((set, get) => {
    /**
     * Records `next` as one undo step, or folds it into the previous step when `coalesceKey`
     * matches a recent edit (any earlier edit of the same gesture). `null` (the operation was
     * refused) or the same document changes nothing. `select` moves the selection to nodes the
     * edit created; `also` is set in the same update, so subscribers never see a half-made change.
     */
    const commit = (
      next: PageDocument | null,
      { coalesceKey, select, also }: { coalesceKey?: string; select?: readonly string[]; also?: Partial<DesignerState> } = {},
    ): boolean => {
      const state = get();
      if (next === null || next === state.document) return false;
      const at = now();
      const recent = coalesceKey !== undefined && state.lastEdit?.key === coalesceKey;
      const folds = recent && (coalesceKey.startsWith(GESTURE) || at - state.lastEdit!.at < COALESCE_MS);
      const past = folds ? state.past : [...state.past, state.document].slice(-historyLimit);
      set({ document: next, past, future: [], ...surviving(state, next, select), lastEdit: coalesceKey ? { key: coalesceKey, at } : null, ...also });
      return true;
    };

    const travel = (from: 'past' | 'future') => {
      const state = get();
      const source = state[from];
      const target = source[source.length - 1];
      if (!target) return;
      const rest = source.slice(0, -1);
      const pushed = from === 'past' ? [...state.future, state.document] : [...state.past, state.document];
      set({
        document: target,
        past: from === 'past' ? rest : pushed,
        future: from === 'past' ? pushed : rest,
        ...surviving(state, target),
        lastEdit: null,
      });
    };

    const stopEditing = () => {
      const { editingId } = get();
      if (!editingId) return;
      const patch = reader?.id === editingId ? reader.read() : null;
      reader = null;
      const next = patch && attempt(() => updateElementProps(get().document, editingId, patch));
      if (!commit(next, { also: { editingId: null } })) set({ editingId: null });
    };

    /** The selection to act on: every selected node, or `id` alone when given. */
    const targets = () => outermost(get().document, get().selectedIds);

    return {
      document: initial,
      version: options.version ?? 0,
      savedDocument: initial,
      selectedId: null,
      selectedIds: [],
      device: DEFAULT_DEVICE,
      editingId: null,
      editingText: null,
      openPopupId: null,
      past: [],
      future: [],
      lastEdit: null,

      load: (document, version) => {
        reader = null;
        set({
          document,
          version,
          savedDocument: document,
          selectedId: null,
          selectedIds: [],
          editingId: null,
          openPopupId: null,
          past: [],
          future: [],
          lastEdit: null,
        });
      },
      select: (id, mode: SelectMode = 'replace') => {
        if (get().editingId !== id) stopEditing();
        const { document, selectedIds, openPopupId } = get();
        if (id === null || !hasNode(document, id)) {
          set({ selectedId: null, selectedIds: [] });
          return;
        }
        // Whatever is selected is shown: a node of a popup opens that popup, a node of the page closes it.
        const popup = popupOf(document, id);
        const shown = popup !== openPopupId ? { openPopupId: popup } : {};
        if (mode === 'toggle' && popup === openPopupId) {
          const next = selectedIds.includes(id) ? selectedIds.filter((selected) => selected !== id) : [...selectedIds, id];
          set({ selectedIds: next, selectedId: next.at(-1) ?? null, ...shown });
          return;
        }
        set({ selectedId: id, selectedIds: [id], ...shown });
      },
      setDevice: (device) => set({ device }),

      addElementInNewSection: (element, index = Number.POSITIVE_INFINITY) => {
        const row: RowNode = { ...createRowNode([], newId), columns: [createColumnNode(100, [element], newId)] };
        const section = createSectionNode('section', [row], newId);
        return commit(attempt(() => insertNode(get().document, null, index, section)), { select: [element.id], also: { openPopupId: null } });
      },
      addElementToColumn: (columnId, element, index = Number.POSITIVE_INFINITY) =>
        commit(attempt(() => insertNode(get().document, columnId, index, element)), { select: [element.id] }),
      addSection: (type, index = newSectionIndex(get().document, get().selectedId)) => {
        const section = createSectionNode(type, [createRowNode([100], newId)], newId);
        return commit(attempt(() => insertNode(get().document, null, index, section)), { select: [section.id], also: { openPopupId: null } }) ? section.id : null;
      },
      addRow: (parentId, widths, index = Number.POSITIVE_INFINITY) => {
        if (widths.length < 1 || widths.length > MAX_COLUMNS) return null;
        const row = createRowNode([...widths], newId);
        return commit(attempt(() => insertNode(get().document, parentId, index, row)), { select: [row.id] }) ? row.id : null;
      },
      addPopup: () => {
        const popup = createPopupNode([createRowNode([100], newId)], newId);
        popup.style = { ...popup.style, ElementTitle: `Popup ${(get().document.popups?.length ?? 0) + 1}` };
        return commit(attempt(() => insertNode(get().document, null, Number.POSITIVE_INFINITY, popup)), { select: [popup.id], also: { openPopupId: popup.id } })
          ? popup.id
          : null;
      },
      openPopup: (id) => {
        stopEditing();
        const { document, selectedId } = get();
        const popupId = id !== null && kindOfId(id) === 'popup' && hasNode(document, id) ? id : null;
        // The selection goes with what the canvas no longer shows.
        const keep = selectedId !== null && popupOf(document, selectedId) === popupId;
        set({ openPopupId: popupId, ...(keep ? {} : popupId ? { selectedId: popupId, selectedIds: [popupId] } : { selectedId: null, selectedIds: [] }) });
      },

      moveNode: (id, parentId, index) =>
        commit(attempt(() => (kindOfId(id) === 'column' && parentId !== null ? moveColumn(get().document, id, parentId, index) : moveNode(get().document, id, parentId, index)))),
      moveNodes: (ids, destination) => commit(moveManyTo(get().document, ids, destination.parentId, destination.beforeId)),
      moveNodesToNewSection: (ids) => commit(moveIntoNewSection(get().document, ids, newId).document, { also: { openPopupId: null } }),
      shiftSelection: (direction) => commit(shiftMany(get().document, targets(), direction)),
      updateElementProps: (id, patch) => {
        // An edit from the inspector would be hidden by the editor showing the text it started with.
        if (get().editingId === id) stopEditing();
        return commit(attempt(() => updateElementProps(get().document, id, patch)), {
          coalesceKey: `props:${id}:${Object.keys(patch).sort().join(',')}`,
        });
      },
      updateNodeStyle: (id, patch) => {
        const { device } = get();
        return commit(attempt(() => updateNodeStyle(get().document, id, patch, device)), {
          coalesceKey: `style:${id}:${device}:${Object.keys(patch).sort().join(',')}`,
        });
      },
      updateNodeOptions: (id, patch) =>
        commit(attempt(() => updateNodeOptions(get().document, id, patch)), { coalesceKey: `options:${id}:${Object.keys(patch).sort().join(',')}` }),
      setSectionType: (id, type) =>
        kindOfId(id) === 'section' && commit(attempt(() => updateNode(get().document, id, (node) => (node.key === type ? node : { ...node, key: type })))),
      setSectionGlobal: (id, kind) =>
        kindOfId(id) === 'section' &&
        commit(
          attempt(() =>
            updateNode(get().document, id, (node) => {
              const section = node as SectionNode;
              if ((section.global ?? null) === kind) return node;
              const next: SectionNode = { ...section };
              if (kind) next.global = kind;
              else delete next.global;
              return next;
            }),
          ),
        ),
      updatePageSettings: (patch) =>
        commit(updatePageSettings(get().document, patch), { coalesceKey: `settings:${Object.keys(patch).sort().join(',')}` }),
      setColumnCount: (rowId, count) =>
        Number.isInteger(count) && count >= 1 && count <= MAX_COLUMNS && commit(attempt(() => setColumnCount(get().document, rowId, count, newId))),
      resizeGutter: (rowId, leftIndex, leftWidth, gesture) => {
        const row = nodeEntry(get().document, rowId)?.node as RowNode | undefined;
        const left = row?.columns[leftIndex];
        if (!left || !Number.isFinite(leftWidth)) return false;
        const delta = leftWidth - left.options.width;
        return commit(attempt(() => resizeColumns(get().document, rowId, leftIndex, delta)), { coalesceKey: `${GESTURE}resize:${gesture}` });
      },
      removeNode: (id) => commit(attempt(() => (kindOfId(id) === 'column' ? removeColumn(get().document, id) : removeNode(get().document, id)))),
      removeSelection: () => commit(removeMany(get().document, targets())),
      duplicateNode: (id) => {
        const result = attempt(() => duplicateNode(get().document, id, newId));
        return result && commit(result.document, { select: [result.id] }) ? result.id : null;
      },
      duplicateSelection: () => {
        const result = duplicateMany(get().document, targets(), newId);
        return commit(result.document, { select: result.ids }) ? result.ids : [];
      },
      copySelection: () => {
        const doc = get().document;
        return targets().map((id) => nodeEntry(doc, id)!.node);
      },
      paste: (nodes) => {
        const { document, selectedId, openPopupId } = get();
        // Into the popup being edited when nothing in it is selected.
        const anchor = selectedId ?? openPopupId;
        const result = pasteNodes(document, nodes, anchor, newId);
        // Show what was pasted: a pasted popup opens, a pasted section closes the popup being edited.
        const popup = result.ids.find((id) => kindOfId(id) === 'popup');
        const shown = popup ? { openPopupId: popup } : result.ids.some((id) => kindOfId(id) === 'section') ? { openPopupId: null } : {};
        return commit(result.document, { select: result.ids, also: shown }) ? result.ids : [];
      },

      startEditing: (id, text = null) => {
        if (get().selectedId !== id || !id.startsWith('element-')) return false;
        if (get().editingId !== id || get().editingText !== text) stopEditing();
        set({ editingId: id, editingText: text, selectedIds: [id] });
        return true;
      },
      attachEditor: (id, read) => {
        const mine = { id, read };
        reader = mine;
        return () => {
          if (reader === mine) reader = null;
        };
      },
      stopEditing,

      restore: (document, version) => {
        stopEditing();
        commit(document, { also: { version } });
      },
      undo: () => travel('past'),
      redo: () => travel('future'),
      markSaved: (document, version) => set({ savedDocument: document, version }),
    };
  });
}
