// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, settle } from '../../test/render.tsx';
import { content, mount, press, propsOf, q, selectWord, startEditing, store, typeText, view } from './rich-text-test-kit.tsx';

afterEach(() => {
  view.unmount();
  vi.restoreAllMocks();
});

describe('rich text in place', () => {
  it('starts on the second click, inside the element’s own Render, with the stored text', async () => {
    await mount();
    await click(q('#element-a .body-text'));
    expect(store.getState().editingId).toBeNull();
    await startEditing('element-a', '.body-text');
    expect(store.getState().editingId).toBe('element-a');
    expect(q('#element-a .body-text > .rich-text__slot > [contenteditable="true"]')?.textContent).toBe('Hello');
    expect(q('#element-a [role="toolbar"]')).not.toBeNull();
  });

  it('types, bolds a word, and on a click outside stores the HTML as one undoable edit', async () => {
    await mount();
    const editor = await startEditing('element-a', '.body-text');
    await typeText(editor, ' world');
    await settle(() => selectWord(editor, 6, 11));
    await click(q('#element-a [aria-label="Bold"]'));
    expect(q('#element-a [aria-label="Bold"]')?.getAttribute('aria-pressed')).toBe('true');
    const steps = store.getState().past.length;
    await press(document.body);
    expect(store.getState().editingId).toBeNull();
    expect(content('element-a')).toBe('<p>Hello <strong>world</strong></p>');
    expect(q('#element-a [contenteditable]')).toBeNull();
    expect(q('#element-a .body-text')?.innerHTML).toBe('<p>Hello <strong>world</strong></p>');
    expect(store.getState().past.length).toBe(steps + 1);
    await settle(() => store.getState().undo());
    expect(content('element-a')).toBe('<p>Hello</p>');
  });

  it('ends on Escape, keeps the element selected, and records nothing when the text did not change', async () => {
    await mount();
    const editor = await startEditing('element-a', '.body-text');
    const before = store.getState().document;
    await settle(() => editor.getRootElement()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));
    expect(store.getState().editingId).toBeNull();
    expect(store.getState().selectedId).toBe('element-a');
    expect(store.getState().document).toBe(before);
  });

  it('ends when another node is selected, and keeps presses inside the element', async () => {
    await mount();
    const editor = await startEditing('element-a', '.body-text');
    await typeText(editor, '!');
    await press(q('#element-a .canvas-element__label'));
    expect(store.getState().editingId).toBe('element-a');
    await settle(() => store.getState().select('column-1'));
    expect(store.getState().editingId).toBeNull();
    expect(content('element-a')).toBe('<p>Hello!</p>');
  });

  it('edits a heading’s flattened lines in the heading itself', async () => {
    await mount();
    const editor = await startEditing('element-t', 'h2');
    expect(q('#element-t h2.title > .rich-text__slot > [contenteditable="true"]')?.querySelectorAll('p')).toHaveLength(2);
    await typeText(editor, '!');
    await act(async () => store.getState().stopEditing());
    expect(content('element-t')).toBe('<p>Big</p><p>news!</p>');
    expect(q('#element-t h2')?.innerHTML).toBe('Big<br>news!');
  });
});

describe('plain text in place', () => {
  const pressKey = (target: Element, key: string) => settle(() => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

  it('edits a label inside an option in the element’s own Render, without a toolbar, and Enter stores it as one undoable edit', async () => {
    await mount();
    const editor = await startEditing('element-c', '.cta__label');
    expect(q('#element-c .cta__label > .rich-text__slot > [contenteditable="true"]')?.textContent).toBe('Buy');
    expect(q('#element-c [role="toolbar"]')).toBeNull();
    await typeText(editor, ' now');
    const steps = store.getState().past.length;
    await pressKey(editor.getRootElement()!, 'Enter');
    expect(store.getState().editingId).toBeNull();
    expect(propsOf('element-c')).toEqual({ button: { Text: 'Buy now', Color: '#b91c1c' } });
    expect(q('#element-c .cta__label')?.textContent).toBe('Buy now');
    expect(store.getState().past.length).toBe(steps + 1);
    await settle(() => store.getState().undo());
    expect(propsOf('element-c')).toEqual({ button: { Text: 'Buy', Color: '#b91c1c' } });
  });

  it('records nothing when the label did not change', async () => {
    await mount();
    const editor = await startEditing('element-c', '.cta__label');
    const before = store.getState().document;
    await pressKey(editor.getRootElement()!, 'Escape');
    expect(store.getState().editingId).toBeNull();
    expect(store.getState().document).toBe(before);
  });
});

describe('several texts in place', () => {
  const items = () => propsOf('element-q').items as Array<{ question: string; answer: string }>;
  const pressKey = (target: Element, key: string) => settle(() => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

  it('edits the question clicked, in its own place, and Enter stores that one question as one undoable edit', async () => {
    await mount();
    const editor = await startEditing('element-q', '.questions__item--1 dt');
    expect(q('#element-q .questions__item--1 dt [contenteditable="true"]')?.textContent).toBe('Is there support?');
    expect(q('#element-q .questions__item--0 dt')?.textContent).toBe('Can I cancel?');
    expect(q('#element-q [role="toolbar"]')).toBeNull();
    await typeText(editor, ' Yes');
    const steps = store.getState().past.length;
    await pressKey(editor.getRootElement()!, 'Enter');
    expect(store.getState().editingId).toBeNull();
    expect(items()).toEqual([
      { question: 'Can I cancel?', answer: '<p>At any time.</p>' },
      { question: 'Is there support? Yes', answer: '<p>Every day.</p>' },
    ]);
    expect(store.getState().past.length).toBe(steps + 1);
    await settle(() => store.getState().undo());
    expect(items()[1]!.question).toBe('Is there support?');
  });

  it('edits an answer as rich text, and a click on another question stores it and edits that one', async () => {
    await mount();
    const editor = await startEditing('element-q', '.questions__item--0 dd');
    expect(q('#element-q [role="toolbar"]')).not.toBeNull();
    expect(q('#element-q .questions__item--0 dd [contenteditable="true"]')?.textContent).toBe('At any time.');
    await typeText(editor, ' Really.');
    await click(q('#element-q .questions__item--1 dt'));
    expect(items()[0]!.answer).toBe('<p>At any time. Really.</p>');
    expect(store.getState().editingText).toBe('items.1.question');
    expect(q('#element-q .questions__item--1 dt [contenteditable="true"]')?.textContent).toBe('Is there support?');
  });
});
