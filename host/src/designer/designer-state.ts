import type { Device, ElementNode, PageDocument } from '@tessera/core';
import type { StoreApi } from 'zustand/vanilla';
import type { StylePatch } from './document-ops/node-style.ts';

export interface DesignerState {
  document: PageDocument;
  /** The server version the document was loaded or last saved as; sent back with the next save. */
  version: number;
  /** The document as the server has it; the page is dirty while `document` is another one. */
  savedDocument: PageDocument;
  /** Any node: section, row, column or element. */
  selectedId: string | null;
  /** The device the canvas previews; style edits of responsive fields go to its override. */
  device: Device;
  /** The element whose rich text is being edited in place, if any. */
  editingId: string | null;
  past: readonly PageDocument[];
  future: readonly PageDocument[];
  lastEdit: { key: string; at: number } | null;
}

/** What an in-place editor hands over when editing ends: a props patch, or null when nothing changed. */
export type EditorReader = () => Record<string, unknown> | null;

export interface DesignerActions {
  /** Replaces everything with a document fresh from the server; history starts over. */
  load(document: PageDocument, version: number): void;
  /** Selects a node; selecting another one ends rich-text editing first. */
  select(id: string | null): void;
  setDevice(device: Device): void;
  /** Adds a section holding one full-width row with `element` in it; selects the element. */
  addElementInNewSection(element: ElementNode, index?: number): boolean;
  addElementToColumn(columnId: string, element: ElementNode, index?: number): boolean;
  moveNode(id: string, parentId: string | null, index: number): boolean;
  updateElementProps(id: string, patch: Record<string, unknown>): boolean;
  /** Sets style fields of any node for the current device (undefined removes a field). */
  updateNodeStyle(id: string, patch: StylePatch): boolean;
  /** Merges options (content width, …) into a section, row or column. */
  updateNodeOptions(id: string, patch: Record<string, unknown>): boolean;
  setColumnCount(rowId: string, count: number): boolean;
  removeNode(id: string): boolean;
  duplicateNode(id: string): string | null;
  /** Starts rich-text editing of the selected element. */
  startEditing(id: string): boolean;
  /** The mounted editor registers how to read its content; the returned function unregisters it. */
  attachEditor(id: string, read: EditorReader): () => void;
  /** Ends rich-text editing, writing what the editor holds as one undoable edit. */
  stopEditing(): void;
  undo(): void;
  redo(): void;
  markSaved(document: PageDocument, version: number): void;
}

export type DesignerStoreState = DesignerState & DesignerActions;
export type DesignerStore = StoreApi<DesignerStoreState>;

export const selectCanUndo = (s: DesignerState) => s.past.length > 0;
export const selectCanRedo = (s: DesignerState) => s.future.length > 0;
export const selectIsDirty = (s: DesignerState) => s.document !== s.savedDocument;
