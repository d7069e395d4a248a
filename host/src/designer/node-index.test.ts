import { createElementNode, createPopupNode, createRowNode, createSectionNode, moveNode, removeNode, updateElementProps, type PageDocument } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { inDocumentOrder, nodeEntry, nodeIndex } from './node-index.ts';

let counter = 0;
const newId = (kind: string) => `${kind}-n${++counter}`;

/** A page of `sections` sections, each one row of two columns holding two paragraphs. */
function page(sections: number): PageDocument {
  return {
    schemaVersion: 1,
    sections: Array.from({ length: sections }, () => {
      const row = createRowNode([50, 50], newId);
      for (const column of row.columns) column.elements.push(createElementNode('paragraph', {}, newId), createElementNode('paragraph', {}, newId));
      return createSectionNode('section', [row], newId);
    }),
    popups: [createPopupNode(undefined, newId)],
  };
}

/** What the index must say of every node, worked out here from the document itself. */
function expectedEntries(doc: PageDocument) {
  const expected: [string, { kind: string; parentId: string | null; index: number }][] = [];
  const tops = [...doc.sections.map((top, t) => ['section', top, t] as const), ...(doc.popups ?? []).map((top, t) => ['popup', top, t] as const)];
  for (const [kind, top, t] of tops) {
    expected.push([top.id, { kind, parentId: null, index: t }]);
    top.rows.forEach((row, r) => {
      expected.push([row.id, { kind: 'row', parentId: top.id, index: r }]);
      row.columns.forEach((column, c) => {
        expected.push([column.id, { kind: 'column', parentId: row.id, index: c }]);
        column.elements.forEach((element, e) => expected.push([element.id, { kind: 'element', parentId: column.id, index: e }]));
      });
    });
  }
  return expected;
}

function expectIndexed(doc: PageDocument) {
  for (const [id, entry] of expectedEntries(doc)) {
    expect(nodeEntry(doc, id), id).toMatchObject(entry);
    expect(nodeIndex(doc).get(id), id).toBe(nodeEntry(doc, id)!.node);
  }
}

describe('the node index', () => {
  it('after an edit, a move between sections and a removal reads as a fresh index of the same page', () => {
    const start = page(30);
    nodeIndex(start);
    const [first, second] = start.sections;
    const typed = updateElementProps(start, first!.rows[0]!.columns[0]!.elements[0]!.id, { text: 'Typed' });
    const moved = moveNode(typed, first!.rows[0]!.columns[1]!.elements[1]!.id, second!.rows[0]!.columns[0]!.id, 0);
    const deleted = removeNode(moved, first!.rows[0]!.columns[0]!.elements[1]!.id);
    const removed = removeNode(deleted, start.sections[7]!.id);

    for (const doc of [typed, moved, deleted, removed]) {
      expectIndexed(doc);
      // The patched index holds this document's own nodes, not the ones it was edited from.
      for (const section of doc.sections) expect(nodeIndex(doc).get(section.id)).toBe(section);
    }
    expect(nodeIndex(deleted).has(first!.rows[0]!.columns[0]!.elements[1]!.id)).toBe(false);
    expect(nodeIndex(moved).get(first!.rows[0]!.columns[1]!.elements[1]!.id)).toMatchObject({ key: 'paragraph' });
    expect(nodeEntry(moved, first!.rows[0]!.columns[1]!.elements[1]!.id)).toMatchObject({ parentId: second!.rows[0]!.columns[0]!.id, index: 0 });
    expect(nodeIndex(removed).has(start.sections[7]!.rows[0]!.id)).toBe(false);
    expect(nodeEntry(removed, start.sections[8]!.id)).toMatchObject({ index: 7 });
  });

  it('an older document keeps its own index after newer ones were read', () => {
    const start = page(3);
    const element = start.sections[0]!.rows[0]!.columns[0]!.elements[0]!.id;
    const moved = moveNode(start, element, start.sections[2]!.rows[0]!.columns[1]!.id, 0);
    expect(nodeEntry(moved, element)!.parentId).toBe(start.sections[2]!.rows[0]!.columns[1]!.id);
    expect(nodeEntry(start, element)!.parentId).toBe(start.sections[0]!.rows[0]!.columns[0]!.id);
  });

  /** Edits `count` times from the last document: typing into an element, moving one to another section or removing one, in turn. */
  function editRun(docs: PageDocument[], removed: string[], count: number) {
    for (let i = 0; i < count; i++) {
      const before = docs.at(-1)!;
      const elements = before.sections.flatMap((section) => section.rows[0]!.columns.flatMap((column) => column.elements.map((element) => element.id)));
      const id = elements[(i * 7) % elements.length]!;
      const next =
        i % 3 === 0 ? updateElementProps(before, id, { text: `Edit ${i}` }) : i % 3 === 1 ? moveNode(before, id, before.sections[(i + 5) % 12]!.rows[0]!.columns[1]!.id, 0) : removeNode(before, id);
      if (i % 3 === 2) removed.push(id);
      nodeIndex(next).get(id);
      docs.push(next);
    }
  }

  it('a long run of edits with no idle time between, each made from the last, reads right at every step, the earlier documents too', () => {
    const start = page(12);
    nodeIndex(start);
    const docs = [start];
    const removed: string[] = [];
    // Past the layers left for an idle moment, so the run folds in the edit twice.
    editRun(docs, removed, 80);
    for (const doc of docs) expectIndexed(doc);
    for (const id of removed) expect(nodeIndex(docs.at(-1)!).has(id), id).toBe(false);
    expect(nodeIndex(docs[1]!).get(docs[1]!.sections[0]!.rows[0]!.columns[0]!.elements[0]!.id)).toMatchObject({ props: { text: 'Edit 0' } });
  });

  it('reads the same once an idle moment has folded the layers of a run of edits, and edits go on from there', async () => {
    const start = page(12);
    nodeIndex(start);
    const docs = [start];
    const removed: string[] = [];
    editRun(docs, removed, 12);
    // No requestIdleCallback here: the fold waits for whenIdle's short timeout.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const doc of docs) expectIndexed(doc);
    editRun(docs, removed, 12);
    for (const doc of docs) expectIndexed(doc);
    for (const id of removed) expect(nodeIndex(docs.at(-1)!).has(id), id).toBe(false);
  });

  it('puts ids in reading order, sections before popups, leaving out unknown and repeated ones', () => {
    const doc = page(2);
    const [a, b] = doc.sections;
    const popup = doc.popups![0]!;
    const lastElement = b!.rows[0]!.columns[1]!.elements[1]!.id;
    expect(inDocumentOrder(doc, [popup.id, lastElement, 'element-unknown', a!.id, lastElement])).toEqual([a!.id, lastElement, popup.id]);
  });
});
