import type { AnyNode, PageDocument } from '@tessera/core';

const indexes = new WeakMap<PageDocument, ReadonlyMap<string, AnyNode>>();

/**
 * Every node of a document by id, built once per document. Canvas selectors run for every
 * node on every edit; with this each lookup is O(1) instead of a walk of the tree.
 */
export function nodeIndex(doc: PageDocument): ReadonlyMap<string, AnyNode> {
  let index = indexes.get(doc);
  if (!index) {
    const map = new Map<string, AnyNode>();
    for (const section of doc.sections) {
      map.set(section.id, section);
      for (const row of section.rows) {
        map.set(row.id, row);
        for (const column of row.columns) {
          map.set(column.id, column);
          for (const element of column.elements) map.set(element.id, element);
        }
      }
    }
    index = map;
    indexes.set(doc, index);
  }
  return index;
}

export function hasNode(doc: PageDocument, id: string): boolean {
  return nodeIndex(doc).has(id);
}
