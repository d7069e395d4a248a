import { walkNodes, type AnyNode, type NodeKind, type PageDocument, type PopupNode, type SectionNode } from '@tessera/core';
import { whenIdle } from '../ui/when-idle.ts';

interface IndexEntry {
  node: AnyNode;
  kind: NodeKind;
  /** The id of the node holding it; null for sections and popups. */
  parentId: string | null;
  /** Its position among its siblings. */
  index: number;
}

type Tops = readonly (SectionNode | PopupNode)[];

/** Layers an edit may stack on the index it was made from before they are folded into one map, once the browser is idle. */
const MOST_LAYERS = 8;
/**
 * Layers past which the fold happens at once, in the edit: where no idle time comes between
 * edits (a script's run of them), a lookup must still ask a bounded number of maps.
 */
const MOST_LAYERS_UNFOLDED = 32;

/**
 * The entries of one document's index: its own map, or a small layer of what an edit changed
 * over the index of the document it was edited from. Layers keep an edit's cost to the nodes
 * it touched; a lookup asks at most MOST_LAYERS maps.
 */
class Entries {
  constructor(
    private own: Map<string, IndexEntry>,
    /** Ids the edit removed, so the layers below do not answer for them. */
    private gone: ReadonlySet<string> = new Set(),
    private below: Entries | null = null,
    private layers = 0,
  ) {}

  /** How many maps a lookup may ask, less one. */
  get depth(): number {
    return this.layers;
  }

  get(id: string): IndexEntry | undefined {
    return this.own.get(id) ?? (this.gone.has(id) ? undefined : this.below?.get(id));
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /**
   * Makes this index one map of its own, reading as before. In place, so every holder of it
   * (its document's lookup, the layers stacked on it since) asks one map here from then on.
   */
  fold(): void {
    if (!this.below) return;
    this.own = this.merged();
    this.gone = new Set();
    this.below = null;
    this.layers = 0;
  }

  private merged(): Map<string, IndexEntry> {
    if (!this.below) return new Map(this.own);
    const map = this.below.merged();
    for (const id of this.gone) map.delete(id);
    for (const [id, entry] of this.own) map.set(id, entry);
    return map;
  }
}

function addTop(map: Map<string, IndexEntry>, top: SectionNode | PopupNode, kind: NodeKind, t: number): void {
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

/** A section's or popup's nodes, itself included. */
function nodesOf(top: SectionNode | PopupNode): AnyNode[] {
  return [top, ...top.rows.flatMap((row) => [row, ...row.columns.flatMap((column) => [column, ...column.elements])])];
}

function build(doc: PageDocument): Entries {
  const map = new Map<string, IndexEntry>();
  doc.sections.forEach((section, t) => addTop(map, section, 'section', t));
  (doc.popups ?? []).forEach((popup, t) => addTop(map, popup, 'popup', t));
  return new Entries(map);
}

/** The positions at which two lists of sections (or popups) hold different nodes; null when their lengths differ. */
function changedPositions(before: Tops, after: Tops): number[] | null {
  if (before.length !== after.length) return null;
  const changed: number[] = [];
  for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) changed.push(i);
  return changed;
}

/** Past this many changed sections a fresh build is as quick as patching. */
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
  const own = new Map<string, IndexEntry>();
  for (const t of sections) addTop(own, doc.sections[t]!, 'section', t);
  for (const t of popups) addTop(own, doc.popups![t]!, 'popup', t);
  // A node dragged between two changed sections is in `own`, so it is not gone.
  const gone = new Set([...sections.flatMap((t) => nodesOf(from.sections[t]!)), ...popups.flatMap((t) => nodesOf(from.popups![t]!))].map((node) => node.id).filter((id) => !own.has(id)));
  const layer = new Entries(own, gone, fromEntries, fromEntries.depth + 1);
  if (layer.depth > MOST_LAYERS_UNFOLDED) layer.fold();
  else if (layer.depth > MOST_LAYERS) foldWhenIdle();
  return layer;
}

let foldPending = false;

/**
 * Folding copies the whole map (about 2,700 entries at 2,000 elements): done in the edit, it
 * made every ninth keystroke the slowest. It waits for the browser's next idle moment instead
 * and folds the newest index, the one the next edit will be layered on.
 */
function foldWhenIdle(): void {
  if (foldPending) return;
  foldPending = true;
  whenIdle(() => {
    foldPending = false;
    if (last && last.entries.depth > MOST_LAYERS) last.entries.fold();
  });
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
    const index = entries(doc);
    lookup = { get: (id) => index.get(id)?.node, has: (id) => index.has(id) };
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

/**
 * The ids whose node differs between two versions of a document: changed, added or removed.
 * Nodes are replaced, never mutated, so an unchanged section is skipped whole; only when
 * sections or popups were added, removed or reordered is every node compared.
 */
export function changedNodeIds(before: PageDocument, after: PageDocument): Set<string> {
  const changed = new Set<string>();
  if (before === after) return changed;
  const sections = changedPositions(before.sections, after.sections);
  const popups = changedPositions(before.popups ?? [], after.popups ?? []);
  const changedTops = (doc: PageDocument) => [
    ...(sections ? sections.map((t) => doc.sections[t]!) : doc.sections),
    ...(popups ? popups.map((t) => doc.popups![t]!) : (doc.popups ?? [])),
  ];
  const compare = (from: PageDocument, to: PageDocument) => {
    const other = entries(to);
    for (const node of changedTops(from).flatMap(nodesOf)) if (other.get(node.id)?.node !== node) changed.add(node.id);
  };
  compare(after, before);
  compare(before, after);
  return changed;
}

/** The ids of `ids` in reading order (sections, then popups), without unknown or repeated ones. */
export function inDocumentOrder(doc: PageDocument, ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  const ordered: string[] = [];
  for (const { node } of walkNodes(doc)) if (wanted.delete(node.id)) ordered.push(node.id);
  return ordered;
}
