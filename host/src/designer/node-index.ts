import { walkNodes, type AnyNode, type NodeKind, type PageDocument, type PopupNode, type SectionNode } from '@tessera/core';

interface IndexEntry {
  node: AnyNode;
  kind: NodeKind;
  /** The id of the node holding it; null for sections and popups. */
  parentId: string | null;
  /** Its position among its siblings. */
  index: number;
}

type Tops = readonly (SectionNode | PopupNode)[];
type Entries = Map<string, IndexEntry>;

function addTop(map: Entries, top: SectionNode | PopupNode, kind: NodeKind, t: number): void {
  const add = (node: AnyNode, nodeKind: NodeKind, parentId: string | null, index: number) => map.set(node.id, { node, kind: nodeKind, parentId, index });
  add(top, kind, null, t);
  top.rows.forEach((row, r) => {
    add(row, 'row', top.id, r);
    row.columns.forEach((column, c) => {
      add(column, 'column', row.id, c);
      column.elements.forEach((element, e) => add(element, 'element', column.id, e));
    });
  });
}

function removeTop(map: Entries, top: SectionNode | PopupNode): void {
  map.delete(top.id);
  for (const row of top.rows) {
    map.delete(row.id);
    for (const column of row.columns) {
      map.delete(column.id);
      for (const element of column.elements) map.delete(element.id);
    }
  }
}

function build(doc: PageDocument): Entries {
  const map: Entries = new Map();
  doc.sections.forEach((section, t) => addTop(map, section, 'section', t));
  (doc.popups ?? []).forEach((popup, t) => addTop(map, popup, 'popup', t));
  return map;
}

/** The positions at which two lists of sections (or popups) hold different nodes; null when their lengths differ. */
function changedPositions(before: Tops, after: Tops): number[] | null {
  if (before.length !== after.length) return null;
  const changed: number[] = [];
  for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) changed.push(i);
  return changed;
}

/** Past this many changed sections a fresh build is as quick as patching a copy. */
const MOST_PATCHED = 16;

/**
 * The index of `doc` made from the index of the document it was edited from. An edit replaces
 * only the nodes on its path (the document is never mutated), so a section that is the same
 * object holds the same nodes at the same places, and only the changed sections are walked
 * again: a keystroke in a page of thousands of elements walks one section, not all of them.
 */
function patched(doc: PageDocument, from: PageDocument, fromEntries: Entries): Entries | null {
  const sections = changedPositions(from.sections, doc.sections);
  const popups = changedPositions(from.popups ?? [], doc.popups ?? []);
  if (!sections || !popups || sections.length + popups.length > MOST_PATCHED) return null;
  const map = new Map(fromEntries);
  // Every old subtree goes before any new one is added: a node dragged between two changed sections stays indexed.
  for (const t of sections) removeTop(map, from.sections[t]!);
  for (const t of popups) removeTop(map, from.popups![t]!);
  for (const t of sections) addTop(map, doc.sections[t]!, 'section', t);
  for (const t of popups) addTop(map, doc.popups![t]!, 'popup', t);
  return map;
}

const indexes = new WeakMap<PageDocument, Entries>();
/** The document indexed last: the one an edit most likely came from. */
let last: { doc: PageDocument; entries: Entries } | null = null;

function entries(doc: PageDocument): Entries {
  let index = indexes.get(doc);
  if (!index) {
    index = (last && patched(doc, last.doc, last.entries)) ?? build(doc);
    indexes.set(doc, index);
  }
  last = { doc, entries: index };
  return index;
}

/** Looks a node of a document up by id. */
export interface NodeLookup {
  get(id: string): AnyNode | undefined;
  has(id: string): boolean;
}

const lookups = new WeakMap<PageDocument, NodeLookup>();

/**
 * Every node of a document by id (popups included), built once per document. Canvas selectors
 * run for every node on every edit; with this each lookup is O(1) instead of a walk of the tree.
 */
export function nodeIndex(doc: PageDocument): NodeLookup {
  let lookup = lookups.get(doc);
  if (!lookup) {
    const map = entries(doc);
    lookup = { get: (id) => map.get(id)?.node, has: (id) => map.has(id) };
    lookups.set(doc, lookup);
  }
  return lookup;
}

/** A node with its kind, parent and position, or undefined. */
export function nodeEntry(doc: PageDocument, id: string): IndexEntry | undefined {
  return entries(doc).get(id);
}

export function hasNode(doc: PageDocument, id: string): boolean {
  return entries(doc).has(id);
}

/** The ids of `ids` in reading order (sections, then popups), without unknown or repeated ones. */
export function inDocumentOrder(doc: PageDocument, ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  const ordered: string[] = [];
  for (const { node } of walkNodes(doc)) if (wanted.delete(node.id)) ordered.push(node.id);
  return ordered;
}
