// @vitest-environment jsdom
import { $setSelection } from 'lexical';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, settle } from '../../test/render.tsx';
import { content, mount, press, q, selectWord, setValue, startEditing, view } from './rich-text-test-kit.tsx';

afterEach(() => {
  view.unmount();
  vi.restoreAllMocks();
});

describe('rich-text toolbar', () => {
  it('adds a normalised link, lists and alignment from the toolbar', async () => {
    await mount();
    const editor = await startEditing('element-a', '.body-text');
    vi.spyOn(window, 'prompt').mockReturnValue('example.com/offer');
    await settle(() => selectWord(editor, 0, 5));
    await click(q('#element-a [aria-label="Link"]'));
    await click(q('#element-a [aria-label="Align centre"]'));
    await click(q('#element-a [aria-label="Bulleted list"]'));
    await press(document.body);
    expect(content('element-a')).toBe('<ul><li style="text-align: center"><a href="https://example.com/offer">Hello</a></li></ul>');
  });

  it('colours and sizes the selected words with the selection they had before the inputs took the focus', async () => {
    await mount();
    const editor = await startEditing('element-a', '.body-text');
    await settle(() => selectWord(editor, 0, 5));
    const colour = q<HTMLInputElement>('#element-a [aria-label="Text colour"]')!;
    await press(colour);
    await settle(() => editor.update(() => $setSelection(null)));
    setValue(colour, '#ff0000', 'input');
    const size = q<HTMLSelectElement>('#element-a [aria-label="Text size"]')!;
    await press(size);
    setValue(size, '24px', 'change');
    await press(document.body);
    expect(content('element-a')).toBe('<p><span style="color: rgb(255, 0, 0); font-size: 24px">Hello</span></p>');
  });
});
