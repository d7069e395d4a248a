/** Two rich-text elements on a canvas of their own, and ways to drive the Lexical editor in jsdom. */
import { DndContext } from '@dnd-kit/core';
import { type ElementNode, type PageDocument } from '@tessera/core';
import { defineElement, editableText, htmlSchema, inlineRichText, z } from '@tessera/sdk';
import { $createRangeSelection, $getRoot, $setSelection, CONTROLLED_TEXT_INSERTION_COMMAND, type LexicalEditor } from 'lexical';
import { act } from 'react';
import { expect } from 'vitest';
import { click, render, settle, waitFor, type Rendered } from '../../test/render.tsx';
import { Canvas } from '../canvas/Canvas.tsx';
import { DesignerStoreProvider } from '../designer-context.tsx';
import type { DesignerStore } from '../designer-state.ts';
import { createDesignerStore } from '../designer-store.ts';
import { nodeIndex } from '../node-index.ts';
import { ElementRegistryProvider } from '../plugins-context.tsx';
import { ElementCatalogue } from '../element-catalogue.ts';

const text = defineElement({
  id: 'text',
  version: '1.0.0',
  label: 'Text',
  category: 'text',
  premium: false,
  props: z.object({ content: htmlSchema('rich-text', { default: '<p>Hello</p>' }), size: z.number().default(16) }),
  Render: ({ props }) => <div className="body-text" style={{ fontSize: props.size }} dangerouslySetInnerHTML={{ __html: props.content }} />,
  Panel: () => Promise.resolve({ default: () => null }),
  richText: { prop: 'content' },
});

const title = defineElement({
  id: 'title',
  version: '1.0.0',
  label: 'Title',
  category: 'text',
  premium: false,
  props: z.object({ content: htmlSchema('rich-text', { default: '<p>Title</p>' }) }),
  Render: ({ props }) => <h2 className="title" dangerouslySetInnerHTML={{ __html: inlineRichText(props.content) }} />,
  Panel: () => Promise.resolve({ default: () => null }),
  richText: { prop: 'content' },
});

const cta = defineElement({
  id: 'cta',
  version: '1.0.0',
  label: 'Call to action',
  category: 'form',
  premium: false,
  props: z.object({ button: z.object({ Text: z.string().max(40).default('Buy'), Color: z.string().default('#000') }).prefault({}) }),
  Render: ({ props }) => (
    <a className="cta" href="/order" style={{ color: props.button.Color }}>
      <span className="cta__label">{props.button.Text}</span>
    </a>
  ),
  Panel: () => Promise.resolve({ default: () => null }),
  inlineText: { path: 'button.Text' },
});

const questions = defineElement({
  id: 'questions',
  version: '1.0.0',
  label: 'Questions',
  category: 'text',
  premium: false,
  props: z.object({ items: z.array(z.object({ question: z.string().max(80), answer: htmlSchema('rich-text', { default: '<p>Yes.</p>' }) })).default(() => [{ question: 'Why?', answer: '<p>Yes.</p>' }]) }),
  Render: ({ props, mode }) => (
    <dl className="questions">
      {props.items.map((item, index) => (
        <div key={index} className={`questions__item questions__item--${index}`}>
          <dt {...editableText(mode, `items.${index}.question`)}>{item.question}</dt>
          <dd {...editableText(mode, `items.${index}.answer`)} dangerouslySetInnerHTML={{ __html: item.answer }} />
        </div>
      ))}
    </dl>
  ),
  Panel: () => Promise.resolve({ default: () => null }),
  editableTexts: [
    { path: 'items.*.question', format: 'plain' },
    { path: 'items.*.answer', format: 'rich' },
  ],
});

const registry = new ElementCatalogue([text, title, cta, questions]);

const doc: PageDocument = {
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
            {
              id: 'column-1',
              key: 'column',
              options: { width: 100 },
              elements: [
                { id: 'element-a', key: 'text', props: { content: '<p>Hello</p>' } },
                { id: 'element-t', key: 'title', props: { content: '<p>Big</p><p>news</p>' } },
                { id: 'element-c', key: 'cta', props: { button: { Text: 'Buy', Color: '#b91c1c' } } },
                {
                  id: 'element-q',
                  key: 'questions',
                  props: {
                    items: [
                      { question: 'Can I cancel?', answer: '<p>At any time.</p>' },
                      { question: 'Is there support?', answer: '<p>Every day.</p>' },
                    ],
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export let view: Rendered;
export let store: DesignerStore;

// jsdom lays nothing out; Lexical measures the caret to scroll it into view.
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

export async function mount() {
  store = createDesignerStore({ document: doc });
  view = await render(
    <ElementRegistryProvider registry={registry}>
      <DesignerStoreProvider store={store}>
        <DndContext>
          <Canvas />
        </DndContext>
      </DesignerStoreProvider>
    </ElementRegistryProvider>,
  );
}

export const q = <T extends Element = HTMLElement>(selector: string) => view.container.querySelector<T>(selector);
export const propsOf = (id: string) => (nodeIndex(store.getState().document).get(id) as ElementNode).props;
export const content = (id: string) => propsOf(id).content;
export const editorOf = (id: string) => (q(`#${id} [contenteditable="true"]`) as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor;
export const press = (target: Element | null) => settle(() => target?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })));

export async function startEditing(id: string, inner: string) {
  await click(q(`#${id} ${inner}`));
  await click(q(`#${id} ${inner}`));
  await waitFor(() => expect(q(`#${id} [contenteditable="true"]`)).not.toBeNull());
  return editorOf(id);
}

/** Types at the end of the text, through the command Lexical's own beforeinput handling dispatches. */
export const typeText = (editor: LexicalEditor, typed: string) =>
  settle(() => {
    editor.update(() => $getRoot().selectEnd());
    editor.dispatchCommand(CONTROLLED_TEXT_INSERTION_COMMAND, typed);
  });

export function selectWord(editor: LexicalEditor, from: number, to: number) {
  editor.update(() => {
    const textNode = $getRoot().getFirstDescendant()!;
    const selection = $createRangeSelection();
    selection.anchor.set(textNode.getKey(), from, 'text');
    selection.focus.set(textNode.getKey(), to, 'text');
    $setSelection(selection);
  });
}

export function setValue(field: HTMLInputElement | HTMLSelectElement, value: string, event: 'input' | 'change') {
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event(event, { bubbles: true }));
  });
}

