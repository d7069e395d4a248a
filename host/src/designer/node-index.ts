import type { AnyNode, NodeKind, PageDocument, PopupNode, SectionNode } from '@tessera/core';

interface IndexEntry {
  node: AnyNode;
  kind: NodeKind;
  /** The id of the node holding it; null for sections and popups. */
  parentId: string | null;
  /** Its position among its siblings. */
  index: number;
}

const indexes = new WeakMap<PageDocument, ReadonlyMap<string, IndexEntry>>();

function build(doc: PageDocument): ReadonlyMap<string, IndexEntry> {
  const map = new Map<string, IndexEntry>();
  const add = (node: AnyNode, kind: NodeKind, parentId: string | null, index: number) => map.set(node.id, { node, kind, parentId, index });
  const tops: [readonly (SectionNode | PopupNode)[], NodeKind][] = [
    [doc.sections, 'section'],
    [doc.popups ?? [], 'popup'],
  ];
  for (const [list, kind] of tops) {
    list.forEach((top, t) => {
      add(top, kind, null, t);
      top.rows.forEach((row, r) => {
        add(row, 'row', top.id, r);
        row.columns.forEach((column, c) => {
          add(column, 'column', row.id, c);
          column.elements.forEach((element, e) => add(element, 'element', column.id, e));
        });
      });
    });
  }
  return map;
}

function entries(doc: PageDocument): ReadonlyMap<string, IndexEntry> {
  let index = indexes.get(doc);
  if (!index) {
    index = build(doc);
    indexes.set(doc, index);
  }
  return index;
}

const nodeMaps = new WeakMap<PageDocument, ReadonlyMap<string, AnyNode>>();

/**
 * Every node of a document by id (popups included), built once per document. Canvas selectors
 * run for every node on every edit; with this each lookup is O(1) instead of a walk of the tree.
 */
export function nodeIndex(doc: PageDocument): ReadonlyMap<string, AnyNode> {
  let map = nodeMaps.get(doc);
  if (!map) {
    map = new Map([...entries(doc)].map(([id, entry]) => [id, entry.node]));
    nodeMaps.set(doc, map);
  }
  return map;
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
  for (const id of entries(doc).keys()) if (wanted.has(id)) ordered.push(id);
  return ordered;
}
