import type { AnyNode, Device, ElementNode, GlobalSectionKind, PageDocument, PageSettings, SectionType } from '@tessera/core';
import type { StoreApi } from 'zustand/vanilla';
import type { StylePatch } from './document-ops/node-style.ts';

export interface DesignerState {
  document: PageDocument;
  /** The server version the document was loaded or last saved as; sent back with the next save. */
  version: number;
  /** The document as the server has it; the page is dirty while `document` is another one. */
  savedDocument: PageDocument;
  /** The node the inspector shows (the last one clicked): section, popup, row, column or element. */
  selectedId: string | null;
  /** Every selected node, `selectedId` last; Shift/Cmd+click adds and removes nodes. */
  selectedIds: readonly string[];
  /** The device the canvas previews; style edits of responsive fields go to its override. */
  device: Device;
  /** The element whose rich text is being edited in place, if any. */
  editingId: string | null;
  /** Which of that element's texts (a path its `editableTexts` names); null for its one `richText` or `inlineText`. */
  editingText: string | null;
  /** The popup the canvas shows for editing instead of the page (spec §3 editor state: popup status). */
  openPopupId: string | null;
  past: readonly PageDocument[];
  future: readonly PageDocument[];
  lastEdit: { key: string; at: number } | null;
}

/** What an in-place editor hands over when editing ends: a props patch, or null when nothing changed. */
export type EditorReader = () => Record<string, unknown> | null;

/** How a click selects: the node alone, or added to / taken from the selection (Shift or Cmd/Ctrl). */
export type SelectMode = 'replace' | 'toggle';

/** Where a drop or a move puts nodes: into `parentId` (null: the page, or the popups) before `beforeId` (null: at the end). */
export interface NodeDestination {
  parentId: string | null;
  beforeId: string | null;
}

export interface DesignerActions {
  /** Replaces everything with a document fresh from the server; history starts over. */
  load(document: PageDocument, version: number): void;
  /** Selects a node; selecting another one ends rich-text editing first. */
  select(id: string | null, mode?: SelectMode): void;
  setDevice(device: Device): void;
  /** Adds a section holding one full-width row with `element` in it; selects the element. */
  addElementInNewSection(element: ElementNode, index?: number): boolean;
  addElementToColumn(columnId: string, element: ElementNode, index?: number): boolean;
  /** Adds a section of a site-builder type with one full-width row; selects it. */
  /** Adds a section at `index`, by default where *+ Add section* puts it (newSectionIndex), and selects it. */
  addSection(type: SectionType, index?: number): string | null;
  /** Adds a row of columns of the given widths (adding up to 100) to a section or popup; selects it. */
  addRow(parentId: string, widths: readonly number[], index?: number): string | null;
  /** Adds a popup with one row, opens it on the canvas and selects it. */
  addPopup(): string | null;
  /** Shows a popup on the canvas for editing, or the page again (null). */
  openPopup(id: string | null): void;
  moveNode(id: string, parentId: string | null, index: number): boolean;
  /** Moves nodes (in reading order) to a destination, as one undo step. */
  moveNodes(ids: readonly string[], destination: NodeDestination): boolean;
  /** Moves elements or rows into a new section at the end of the page, as one undo step. */
  moveNodesToNewSection(ids: readonly string[]): boolean;
  /** Moves the selected nodes one place up (-1) or down (1) among their siblings. */
  shiftSelection(direction: -1 | 1): boolean;
  updateElementProps(id: string, patch: Record<string, unknown>): boolean;
  /** Sets style fields of any node for the current device (undefined removes a field). */
  updateNodeStyle(id: string, patch: StylePatch): boolean;
  /** Merges options (content width, popup options, …) into a section, popup, row or column. */
  updateNodeOptions(id: string, patch: Record<string, unknown>): boolean;
  /** Changes a section's site-builder type (its `key`: header, menu, footer, about, contact, transition or section). */
  setSectionType(id: string, type: SectionType): boolean;
  /**
   * Makes a header or footer the site's shared one (`kind`), or the page's own again (null). The
   * server does the rest when the page is saved: it keeps the content on the website and gives
   * the other pages a reference to it (see core's global-sections.ts).
   */
  setSectionGlobal(id: string, kind: GlobalSectionKind | null): boolean;
  /** Sets page settings fields (undefined removes one). */
  updatePageSettings(patch: Partial<Record<keyof PageSettings, unknown>>): boolean;
  setColumnCount(rowId: string, count: number): boolean;
  /**
   * Puts the gutter after column `leftIndex` so that column is `leftWidth` percent, its right
   * neighbour taking the rest of the pair (each at least 10 %). Calls with the same `gesture`
   * make one undo step, however long the drag.
   */
  resizeGutter(rowId: string, leftIndex: number, leftWidth: number, gesture: string): boolean;
  removeNode(id: string): boolean;
  /** Removes the selected nodes as one undo step. */
  removeSelection(): boolean;
  duplicateNode(id: string): string | null;
  /** Duplicates the selected nodes as one undo step and selects the copies. */
  duplicateSelection(): string[];
  /** The selected nodes (outermost only), for the clipboard. */
  copySelection(): AnyNode[];
  /** Pastes copies with fresh ids after the selection (or where they fit); selects them. */
  paste(nodes: readonly AnyNode[]): string[];
  /** Starts editing the selected element's text in place: the one at `text` (a path), or its only one. */
  startEditing(id: string, text?: string | null): boolean;
  /** The mounted editor registers how to read its content; the returned function unregisters it. */
  attachEditor(id: string, read: EditorReader): () => void;
  /** Ends rich-text editing, writing what the editor holds as one undoable edit. */
  stopEditing(): void;
  /** Puts a document kept locally (a draft) in place as one undoable change, based on `version`. */
  restore(document: PageDocument, version: number): void;
  undo(): void;
  redo(): void;
  markSaved(document: PageDocument, version: number): void;
}

export type DesignerStoreState = DesignerState & DesignerActions;
export type DesignerStore = StoreApi<DesignerStoreState>;

export const selectCanUndo = (s: DesignerState) => s.past.length > 0;
export const selectCanRedo = (s: DesignerState) => s.future.length > 0;
export const selectIsDirty = (s: DesignerState) => s.document !== s.savedDocument;
