// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFieldErrors } from '@tessera/core';
import { inlineRichText } from './inline-rich-text.ts';
import { typographyCss, typographyStyle } from './typography-css.ts';
import { TypographyFields } from './TypographyFields.tsx';
import { typographyFields, typographySchema, type Typography } from './typography-schema.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const heading = z.object({ text: z.string().default('Hi'), ...typographyFields({ fontSize: 48, mobileFontSize: 32, alignment: 'center', fontWeight: 700, lineHeight: 1.15 }) });

describe('typographyFields', () => {
  it('gives each element its own defaults and the shared ones', () => {
    expect(heading.parse({})).toEqual({
      text: 'Hi',
      alignment: 'center',
      color: '#1f2937',
      fontFamily: 'Poppins',
      fontSize: 48,
      mobileFontSize: 32,
      lineHeight: 1.15,
      fontWeight: 700,
      letterSpacing: 0,
    });
    expect(typographySchema.parse({}).fontSize).toBe(16);
  });

  it('accepts the §9 values and refuses others with the field path', () => {
    expect(heading.safeParse({ fontSize: 8, mobileFontSize: 96, lineHeight: 2, fontWeight: 100, letterSpacing: -1.5, fontFamily: 'Lora' }).success).toBe(true);
    const result = heading.safeParse({
      alignment: 'middle',
      color: 'red;background:url(x)',
      fontFamily: 'Comic Sans',
      fontSize: 7,
      mobileFontSize: 97,
      lineHeight: 1.2,
      fontWeight: 450,
      letterSpacing: 21,
    });
    expect(result.success).toBe(false);
    expect(Object.keys(zodFieldErrors(result.error!)).sort()).toEqual(
      ['alignment', 'color', 'fontFamily', 'fontSize', 'fontWeight', 'letterSpacing', 'lineHeight', 'mobileFontSize'],
    );
    expect(heading.safeParse({ fontSize: 12.5 }).success).toBe(false);
  });
});

describe('typography CSS', () => {
  const typography: Typography = heading.parse({ color: '#ff0000', fontFamily: 'Lora', letterSpacing: 1.5 });

  it('renders as inline style', () => {
    const html = renderToStaticMarkup(<h1 style={typographyStyle(typography)}>x</h1>);
    expect(html).toContain('text-align:center;color:#ff0000;font-family:&quot;Lora&quot;, Georgia, serif;font-size:48px;line-height:1.15;font-weight:700;letter-spacing:1.5px');
    expect(renderToStaticMarkup(<p style={typographyStyle({ ...typography, letterSpacing: 0 })} />)).not.toContain('letter-spacing');
  });

  it('sets the mobile size below 767px over the inline size, and nothing when it is the same', () => {
    expect(typographyCss('#element-1 .ts-h1', typography)).toBe('@container ts-page (max-width:767px){#element-1 .ts-h1{font-size:32px!important}}');
    expect(typographyCss('#element-1 .ts-h1', { fontSize: 16, mobileFontSize: 16 })).toBe('');
  });
});

describe('inlineRichText', () => {
  it.each([
    ['plain text', 'plain text'],
    ['<p>One</p>', 'One'],
    ['<p>One <strong>bold</strong></p><p style="text-align: center">Two</p>', 'One <strong>bold</strong><br>Two'],
    ['<p>a</p><p><br></p><p>b</p>', 'a<br><br>b'],
    ['<p><br></p><p>a<br></p><p><br></p>', 'a'],
    ['<ul><li>a</li><li><a href="/x">b</a></li></ul><blockquote>c</blockquote>', 'a<br><a href="/x">b</a><br>c'],
    ['<p>a\nline</p>\n<p>b</p>', 'a\nline<br>b'],
    ['<span title="1 > 0">x</span><p>y</p>', '<span title="1 > 0">x</span><br>y'],
    ['<pre>kept</pre>', '<pre>kept</pre>'],
    ['', ''],
  ])('flattens %j', (html, inline) => {
    expect(inlineRichText(html)).toBe(inline);
  });
});

describe('TypographyFields', () => {
  let container: HTMLDivElement;
  afterEach(() => container.remove());

  it('edits each field with a patch of that field alone', () => {
    const patches: Partial<Typography>[] = [];
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<TypographyFields value={heading.parse({})} onChange={(patch) => patches.push(patch)} />));
    const select = (label: string) => {
      const id = [...container.querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor;
      return container.ownerDocument.getElementById(id) as HTMLSelectElement | HTMLInputElement;
    };
    const change = (field: HTMLSelectElement | HTMLInputElement, value: string) =>
      act(() => {
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
        setter.call(field, value);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      });

    act(() => (container.querySelector('[aria-label="Alignment"] button:last-child') as HTMLButtonElement).click());
    const mobileSize = select('Font size on mobile') as HTMLInputElement;
    change(mobileSize, '20');
    act(() => mobileSize.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    change(select('Line height'), '1.6');
    change(select('Font weight'), '300');
    change(select('Font family'), 'Inter');
    const spacing = select('Letter spacing') as HTMLInputElement;
    change(spacing, '99');
    act(() => spacing.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

    expect(patches).toEqual([{ alignment: 'justify' }, { mobileFontSize: 20 }, { lineHeight: 1.6 }, { fontWeight: 300 }, { fontFamily: 'Inter' }, { letterSpacing: 20 }]);
    expect(select('Font weight').innerHTML).toContain('>900 · Black</option>');
    act(() => root.unmount());
  });
});
