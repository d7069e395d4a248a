import {
  createColumnNode,
  createNodeId,
  createRowNode,
  createSectionNode,
  DocumentOperationError,
  duplicateNode,
  emptyDocument,
  insertNode,
  moveNode,
  removeNode,
  updateElementProps,
  type ElementNode,
  type IdFactory,
  type PageDocument,
  type RowNode,
} from '@tessera/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { hasNode } from './node-index.ts';

/** How many earlier documents undo keeps. Documents share untouched nodes, so each costs little. */
export const HISTORY_LIMIT = 100;
/** Prop edits of the same fields of one element this close together undo as one step (typing). */
export const COALESCE_MS = 1000;

export interface DesignerState {
  document: PageDocument;
  /** The server version the document was loaded or last saved as; sent back with the next save. */
  version: number;
  /** The document as the server has it; the page is dirty while `document` is another one. */
  savedDocument: PageDocument;
  selectedId: string | null;
  past: readonly PageDocument[];
  future: readonly PageDocument[];
  lastEdit: { key: string; at: number } | null;
}

export interface DesignerActions {
  /** Replaces everything with a document fresh from the server; history starts over. */
  load(document: PageDocument, version: number): void;
  select(id: string | null): void;
  /** Adds a section holding one full-width row with `element` in it; selects the element. */
  addElementInNewSection(element: ElementNode, index?: number): boolean;
  addElementToColumn(columnId: string, element: ElementNode, index?: number): boolean;
  moveNode(id: string, parentId: string | null, index: number): boolean;
  updateElementProps(id: string, patch: Record<string, unknown>): boolean;
  removeNode(id: string): boolean;
  duplicateNode(id: string): string | null;
  undo(): void;
  redo(): void;
  markSaved(document: PageDocument, version: number): void;
}

export type DesignerStoreState = DesignerState & DesignerActions;
export type DesignerStore = StoreApi<DesignerStoreState>;

export interface DesignerStoreOptions {
  document?: PageDocument;
  version?: number;
  newId?: IdFactory;
  now?: () => number;
  historyLimit?: number;
}

export const selectCanUndo = (s: DesignerState) => s.past.length > 0;
export const selectCanRedo = (s: DesignerState) => s.future.length > 0;
export const selectIsDirty = (s: DesignerState) => s.document !== s.savedDocument;

/** Runs a core operation; a refused one (its target vanished meanwhile) yields null instead of throwing. */
function attempt<T>(operation: () => T): T | null {
  try {
    return operation();
  } catch (error) {
    if (error instanceof DocumentOperationError) return null;
    throw error;
  }
}

export function createDesignerStore(options: DesignerStoreOptions = {}): DesignerStore {
  const newId = options.newId ?? createNodeId;
  const now = options.now ?? Date.now;
  const historyLimit = options.historyLimit ?? HISTORY_LIMIT;
  const initial = options.document ?? emptyDocument();

  return createStore<DesignerStoreState>()((set, get) => {
    /**
     * Records `next` as one undo step, or folds it into the previous step when `coalesceKey`
     * matches a recent edit. `null` (the operation was refused) changes nothing. `select`
     * moves the selection to a node the edit created.
     */
    const commit = (next: PageDocument | null, { coalesceKey, select }: { coalesceKey?: string; select?: string } = {}): boolean => {
      if (next === null) return false;
      const state = get();
      const at = now();
      const folds = coalesceKey !== undefined && state.lastEdit?.key === coalesceKey && at - state.lastEdit.at < COALESCE_MS;
      const past = folds ? state.past : [...state.past, state.document].slice(-historyLimit);
      const kept = select ?? state.selectedId;
      const selectedId = kept && hasNode(next, kept) ? kept : null;
      set({ document: next, past, future: [], selectedId, lastEdit: coalesceKey ? { key: coalesceKey, at } : null });
      return true;
    };

    const travel = (from: 'past' | 'future') => {
      const state = get();
      const source = state[from];
      const target = source[source.length - 1];
      if (!target) return;
      const rest = source.slice(0, -1);
      const pushed = from === 'past' ? [...state.future, state.document] : [...state.past, state.document];
      const selectedId = state.selectedId && hasNode(target, state.selectedId) ? state.selectedId : null;
      set({
        document: target,
        past: from === 'past' ? rest : pushed,
        future: from === 'past' ? pushed : rest,
        selectedId,
        lastEdit: null,
      });
    };

    return {
      document: initial,
      version: options.version ?? 0,
      savedDocument: initial,
      selectedId: null,
      past: [],
      future: [],
      lastEdit: null,

      load: (document, version) =>
        set({ document, version, savedDocument: document, selectedId: null, past: [], future: [], lastEdit: null }),
      select: (id) => set({ selectedId: id !== null && hasNode(get().document, id) ? id : null }),

      addElementInNewSection: (element, index = Number.POSITIVE_INFINITY) => {
        const row: RowNode = { ...createRowNode([], newId), columns: [createColumnNode(100, [element], newId)] };
        const section = createSectionNode('section', [row], newId);
        return commit(attempt(() => insertNode(get().document, null, index, section)), { select: element.id });
      },
      addElementToColumn: (columnId, element, index = Number.POSITIVE_INFINITY) =>
        commit(attempt(() => insertNode(get().document, columnId, index, element)), { select: element.id }),

      moveNode: (id, parentId, index) => commit(attempt(() => moveNode(get().document, id, parentId, index))),
      updateElementProps: (id, patch) =>
        commit(attempt(() => updateElementProps(get().document, id, patch)), {
          coalesceKey: `props:${id}:${Object.keys(patch).sort().join(',')}`,
        }),
      removeNode: (id) => commit(attempt(() => removeNode(get().document, id))),
      duplicateNode: (id) => {
        const result = attempt(() => duplicateNode(get().document, id, newId));
        return result && commit(result.document, { select: result.id }) ? result.id : null;
      },

      undo: () => travel('past'),
      redo: () => travel('future'),
      markSaved: (document, version) => set({ savedDocument: document, version }),
    };
  });
}
