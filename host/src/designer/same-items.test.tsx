// @vitest-environment jsdom
import { createElementNode, createRowNode, createSectionNode, type PageDocument } from '@tessera/core';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '../test/render.tsx';
import { DesignerStoreProvider, useDesigner } from './designer-context.tsx';
import { createDesignerStore } from './designer-store.ts';
import { sameItems, useSameItems } from './same-items.ts';

describe('same items', () => {
  it('tells lists of the same items in the same order from any other', () => {
    const a = { id: 'a' };
    expect(sameItems([a, 'b'], [a, 'b'])).toBe(true);
    expect(sameItems([], [])).toBe(true);
    expect(sameItems([a, 'b'], ['b', a])).toBe(false);
    expect(sameItems([a], [{ id: 'a' }])).toBe(false);
    expect(sameItems(['a'], ['a', 'b'])).toBe(false);
  });

  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('keeps a list subscriber from re-rendering on an edit that leaves its items as they were', async () => {
    let counter = 0;
    const newId = (kind: string) => `${kind}-i${++counter}`;
    const doc: PageDocument = {
      schemaVersion: 1,
      sections: ['one', 'two'].map((text) => {
        const row = createRowNode([100], newId);
        row.columns[0]!.elements.push(createElementNode('paragraph', { text }, newId));
        return createSectionNode('section', [row], newId);
      }),
    };
    const store = createDesignerStore({ document: doc });
    let renders = 0;
    function SectionIds() {
      renders++;
      const ids = useDesigner(useSameItems((s) => s.document.sections.map((section) => section.id)));
      return <p>{ids.join(',')}</p>;
    }
    view = await render(
      <DesignerStoreProvider store={store}>
        <SectionIds />
      </DesignerStoreProvider>,
    );
    const [first, second] = doc.sections.map((section) => section.id);
    const before = renders;

    await act(async () => void store.getState().updateElementProps(doc.sections[0]!.rows[0]!.columns[0]!.elements[0]!.id, { text: 'typed' }));
    expect(renders).toBe(before);

    await act(async () => void store.getState().moveNode(second!, null, 0));
    expect(view.container.textContent).toBe(`${second},${first}`);
    expect(renders).toBe(before + 1);
  });
});
