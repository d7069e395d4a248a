import { type PageDocument } from '@tessera/core';
import { defineElement, z } from '@tessera/sdk';
import type { ReactNode } from 'react';
import { render, type Rendered } from '../../test/render.tsx';
import { DesignerStoreProvider } from '../designer-context.tsx';
import type { DesignerStore } from '../designer-state.ts';
import { createDesignerStore } from '../designer-store.ts';
import { ElementRegistryProvider } from '../plugins-context.tsx';
import { ElementCatalogue } from '../element-catalogue.ts';

/** A plain element plugin for designer tests; its Panel edits `text`. */
export const note = defineElement({
  id: 'note',
  version: '1.0.0',
  label: 'Note',
  category: 'text',
  premium: false,
  props: z.object({ text: z.string().default('A note') }),
  Render: ({ props }) => <p className="note">{props.text}</p>,
  Panel: () =>
    Promise.resolve({
      default: ({ props, onChange }: { props: { text: string }; onChange: (patch: { text: string }) => void }) => (
        <input aria-label="Note text" value={props.text} onChange={(e) => onChange({ text: e.target.value })} />
      ),
    }),
});

export const testRegistry = new ElementCatalogue([note]);

/** One section with a row of two columns: a note in the first (titled "Intro" in layers), two in the second. */
export function twoColumnPage(): PageDocument {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-1',
        key: 'section',
        options: {},
        rows: [
          {
            id: 'row-1',
            key: 'row',
            options: {},
            columns: [
              { id: 'column-1', key: 'column', options: { width: 60 }, elements: [{ id: 'element-a', key: 'note', props: {}, style: { ElementTitle: 'Intro' } }] },
              {
                id: 'column-2',
                key: 'column',
                options: { width: 40 },
                elements: [
                  { id: 'element-b', key: 'note', props: {} },
                  { id: 'element-c', key: 'missing', props: {} },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** One section, row and column holding an element of each of these types, in order (`element-0`, `element-1`…). */
export function pageOf(keys: readonly string[]): PageDocument {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-1',
        key: 'section',
        options: {},
        rows: [{ id: 'row-1', key: 'row', options: {}, columns: [{ id: 'column-1', key: 'column', options: { width: 100 }, elements: keys.map((key, index) => ({ id: `element-${index}`, key, props: {} })) }] }],
      },
    ],
  };
}

/** Mounts `ui` with a store over `document` and the test registry. */
export async function mountDesigner(ui: ReactNode, document: PageDocument = twoColumnPage()): Promise<{ view: Rendered; store: DesignerStore }> {
  const store = createDesignerStore({ document });
  const view = await render(
    <ElementRegistryProvider registry={testRegistry}>
      <DesignerStoreProvider store={store}>{ui}</DesignerStoreProvider>
    </ElementRegistryProvider>,
  );
  return { view, store };
}
