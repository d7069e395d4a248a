import {
  createColumnNode,
  createNodeId,
  createRowNode,
  createSectionNode,
  DEFAULT_DEVICE,
  DocumentOperationError,
  duplicateNode,
  emptyDocument,
  insertNode,
  moveNode,
  removeNode,
  updateElementProps,
  updateNodeOptions,
  type IdFactory,
  type PageDocument,
  type RowNode,
} from '@tessera/core';
import { createStore } from 'zustand/vanilla';
import { MAX_COLUMNS, setColumnCount } from './document-ops/column-count.ts';
import { updateNodeStyle } from './document-ops/node-style.ts';
import type { DesignerState, DesignerStore, DesignerStoreState, EditorReader } from './designer-state.ts';
import { hasNode } from './node-index.ts';

/** How many earlier documents undo keeps. Documents share untouched nodes, so each costs little. */
export const HISTORY_LIMIT = 100;
/** Prop edits of the same fields of one element this close together undo as one step (typing). */
export const COALESCE_MS = 1000;

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

/** The selection and the element being edited survive a change of document only if their nodes do. */
function surviving(state: DesignerState, doc: PageDocument, select?: string): Pick<DesignerState, 'selectedId' | 'editingId'> {
  const kept = select ?? state.selectedId;
  return {
    selectedId: kept && hasNode(doc, kept) ? kept : null,
    editingId: state.editingId && hasNode(doc, state.editingId) ? state.editingId : null,
  };
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
     * matches a recent edit. `null` (the operation was refused) or the same document changes
     * nothing. `select` moves the selection to a node the edit created; `also` is set in the
     * same update, so subscribers never see a half-made change.
     */
    const commit = (
      next: PageDocument | null,
      { coalesceKey, select, also }: { coalesceKey?: string; select?: string; also?: Partial<DesignerState> } = {},
    ): boolean => {
      const state = get();
      if (next === null || next === state.document) return false;
      const at = now();
      const folds = coalesceKey !== undefined && state.lastEdit?.key === coalesceKey && at - state.lastEdit.at < COALESCE_MS;
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

    return {
      document: initial,
      version: options.version ?? 0,
      savedDocument: initial,
      selectedId: null,
      device: DEFAULT_DEVICE,
      editingId: null,
      past: [],
      future: [],
      lastEdit: null,

      load: (document, version) => {
        reader = null;
        set({ document, version, savedDocument: document, selectedId: null, editingId: null, past: [], future: [], lastEdit: null });
      },
      select: (id) => {
        if (get().editingId !== id) stopEditing();
        set({ selectedId: id !== null && hasNode(get().document, id) ? id : null });
      },
      setDevice: (device) => set({ device }),

      addElementInNewSection: (element, index = Number.POSITIVE_INFINITY) => {
        const row: RowNode = { ...createRowNode([], newId), columns: [createColumnNode(100, [element], newId)] };
        const section = createSectionNode('section', [row], newId);
        return commit(attempt(() => insertNode(get().document, null, index, section)), { select: element.id });
      },
      addElementToColumn: (columnId, element, index = Number.POSITIVE_INFINITY) =>
        commit(attempt(() => insertNode(get().document, columnId, index, element)), { select: element.id }),

      moveNode: (id, parentId, index) => commit(attempt(() => moveNode(get().document, id, parentId, index))),
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
      updateNodeOptions: (id, patch) => commit(attempt(() => updateNodeOptions(get().document, id, patch))),
      setColumnCount: (rowId, count) =>
        Number.isInteger(count) && count >= 1 && count <= MAX_COLUMNS && commit(attempt(() => setColumnCount(get().document, rowId, count, newId))),
      removeNode: (id) => commit(attempt(() => removeNode(get().document, id))),
      duplicateNode: (id) => {
        const result = attempt(() => duplicateNode(get().document, id, newId));
        return result && commit(result.document, { select: result.id }) ? result.id : null;
      },

      startEditing: (id) => {
        if (get().selectedId !== id || !id.startsWith('element-')) return false;
        if (get().editingId !== id) stopEditing();
        set({ editingId: id });
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

      undo: () => travel('past'),
      redo: () => travel('future'),
      markSaved: (document, version) => set({ savedDocument: document, version }),
    };
  });
}
