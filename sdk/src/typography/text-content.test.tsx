// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../html/html-schema.ts';
import { hasRichFormatting, plainTextToRichText, richTextToPlainText } from './plain-text.ts';
import { TextContentField } from './TextContentField.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('plain text and rich text', () => {
  it('reads the words of rich text, a line per paragraph', () => {
    expect(richTextToPlainText('<p>Fish &amp; <strong>chips</strong></p><p><br></p><ul><li>a &lt;b&gt;</li></ul>')).toBe('Fish & chips\n\na <b>');
    expect(richTextToPlainText('Plain&nbsp;text &quot;quoted&quot; &#39;x&#39; &#x263A;')).toBe('Plain\u00a0text "quoted" \'x\' ☺');
  });

  it('writes escaped paragraphs, which sanitising leaves as they are', () => {
    const text = 'Fish & chips <script>\n\nA\u00a0b > c';
    const html = plainTextToRichText(text);
    expect(html).toBe('<p>Fish &amp; chips &lt;script&gt;</p><p><br></p><p>A&nbsp;b &gt; c</p>');
    expect(sanitizeHtml(html, 'rich-text')).toBe(html);
    expect(richTextToPlainText(html)).toBe(text);
    expect(plainTextToRichText('')).toBe('');
  });

  it('tells formatted rich text from plain paragraphs', () => {
    expect(hasRichFormatting('<p>a</p><p><br></p>b<br>')).toBe(false);
    expect(hasRichFormatting('<p>a <em>b</em></p>')).toBe(true);
    expect(hasRichFormatting('<p style="color: red">a</p>')).toBe(true);
  });
});

describe('TextContentField', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const textarea = () => container.querySelector('textarea')!;
  const type = (value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea(), value);
      textarea().dispatchEvent(new Event('input', { bubbles: true }));
    });

  /** A panel as the designer runs it: props come back sanitised, as parsing an htmlSchema prop does. */
  function Panel({ initial, written }: { initial: string; written: string[] }) {
    const [html, setHtml] = useState(initial);
    return (
      <>
        <TextContentField
          label="Text"
          value={html}
          onChange={(next) => {
            written.push(next);
            setHtml(sanitizeHtml(next, 'rich-text'));
          }}
        />
        <button type="button" onClick={() => setHtml('<p>Undone</p>')}>
          Undo
        </button>
      </>
    );
  }

  it('shows the words, writes paragraphs, and keeps a new line as typed', () => {
    const written: string[] = [];
    act(() => root.render(<Panel initial="<p>Hello</p>" written={written} />));
    expect(textarea().value).toBe('Hello');
    expect(container.textContent).not.toContain('removes its bold');

    type('Hello & welcome\n');
    expect(written.at(-1)).toBe('<p>Hello &amp; welcome</p><p><br></p>');
    expect(textarea().value).toBe('Hello & welcome\n');
    type('Hello & welcome\nSecond');
    expect(written.at(-1)).toBe('<p>Hello &amp; welcome</p><p>Second</p>');

    act(() => container.querySelector('button')!.click());
    expect(textarea().value).toBe('Undone');
  });

  it('warns that editing drops formatting', () => {
    act(() => root.render(<Panel initial="<p>Hello <strong>you</strong></p>" written={[]} />));
    expect(textarea().value).toBe('Hello you');
    expect(container.textContent).toContain('Editing the text here removes its bold, italic, links and colours.');
  });
});
