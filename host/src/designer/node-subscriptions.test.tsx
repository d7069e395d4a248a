// @vitest-environment jsdom
import { createElementNode, createRowNode, createSectionNode, type ColumnNode, type ElementNode, type PageDocument } from '@tessera/core';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '../test/render.tsx';
import { DesignerStoreProvider } from './designer-context.tsx';
import type { DesignerStore } from './designer-state.ts';
import { createDesignerStore } from './designer-store.ts';
import { sameItems } from './same-items.ts';
import { useNodeState } from './node-subscriptions.ts';

let counter = 0;
const newId = (kind: string) => `${kind}-s${++counter}`;

/** Three sections, each one row of two columns with two paragraphs. */
function page(): PageDocument {
  return {
    schemaVersion: 1,
    sections: Array.from({ length: 3 }, () => {
      const row = createRowNode([50, 50], newId);
      for (const column of row.columns) column.elements.push(createElementNode('paragraph', { text: 'Start' }, newId), createElementNode('paragraph', { text: 'Start' }, newId));
      return createSectionNode('section', [row], newId);
    }),
  };
}

/** How often each probe's pick ran: the work an update costs a node's subscribers. */
const picks = new Map<string, number>();

function ElementProbe({ id }: { id: string }) {
  const text = useNodeState(id, (s) => {
    picks.set(id, (picks.get(id) ?? 0) + 1);
    return (s.node as ElementNode | undefined)?.props.text as string | undefined;
  });
  const selected = useNodeState(id, (s) => s.selected);
  const editing = useNodeState(id, (s) => s.editing);
  return <p data-id={id}>{`${text ?? 'gone'}|${selected ? 'selected' : ''}|${editing ? 'editing' : ''}`}</p>;
}

function ColumnProbe({ id }: { id: string }) {
  const elements = useNodeState(id, (s) => (s.node as ColumnNode | undefined)?.elements.map((element) => element.id) ?? [], sameItems);
  return <p data-id={id}>{elements.join(',')}</p>;
}

let view: Rendered;
let store: DesignerStore;
const shown = (id: string) => view.container.querySelector(`[data-id="${id}"]`)!.textContent;

async function mount(doc: PageDocument, elements: string[], columns: string[]) {
  store = createDesignerStore({ document: doc });
  view = await render(
    <DesignerStoreProvider store={store}>
      {elements.map((id) => (
        <ElementProbe key={id} id={id} />
      ))}
      {columns.map((id) => (
        <ColumnProbe key={id} id={id} />
      ))}
    </DesignerStoreProvider>,
  );
}

afterEach(() => {
  view?.unmount();
  picks.clear();
});

describe('node subscriptions', () => {
  it('an edit reaches the edited node and leaves every other node’s subscribers alone', async () => {
    const doc = page();
    const [first, second] = doc.sections.map((section) => section.rows[0]!.columns[0]!.elements[0]!.id);
    await mount(doc, [first!, second!], []);
    const before = picks.get(second!);

    await act(async () => void store.getState().updateElementProps(first!, { text: 'Typed' }));
    expect(shown(first!)).toBe('Typed||');
    expect(picks.get(second!)).toBe(before);

    await act(async () => store.getState().select(second!));
    expect(shown(second!)).toBe('Start|selected|');
    await act(async () => store.getState().select(first!));
    expect(shown(first!)).toBe('Typed|selected|');
    expect(shown(second!)).toBe('Start||');

    await act(async () => void store.getState().startEditing(first!));
    expect(shown(first!)).toBe('Typed|selected|editing');
    await act(async () => store.getState().stopEditing());
    expect(shown(first!)).toBe('Typed|selected|');
  });

  it('a move updates both columns, and undo and a removed section reach the nodes they touch', async () => {
    const doc = page();
    const from = doc.sections[0]!.rows[0]!.columns[0]!;
    const to = doc.sections[2]!.rows[0]!.columns[1]!;
    const moved = from.elements[0]!.id;
    const inLast = to.elements[0]!.id;
    await mount(doc, [moved, inLast], [from.id, to.id]);

    await act(async () => void store.getState().moveNode(moved, to.id, 0));
    expect(shown(from.id)).toBe(from.elements[1]!.id);
    expect(shown(to.id)).toBe([moved, ...to.elements.map((element) => element.id)].join(','));

    await act(async () => store.getState().undo());
    expect(shown(from.id)).toBe(from.elements.map((element) => element.id).join(','));

    await act(async () => void store.getState().removeNode(doc.sections[2]!.id));
    expect(shown(inLast)).toBe('gone||');
    expect(shown(to.id)).toBe('');
    expect(shown(moved)).toBe('Start||');
  });
});
