import { LAYOUT_CSS, pageStyleCss, updateElementProps, type ElementNode, type PageDocument } from '@tessera/core';
import { defineElement, z } from '@tessera/sdk';
import { describe, expect, it, vi } from 'vitest';
import { updateNodeStyle } from '../document-ops/node-style.ts';
import { createCanvasCss } from './canvas-css.ts';
import { ElementCatalogue } from '../element-catalogue.ts';

const cssCalls = vi.fn();

const badge = defineElement({
  id: 'badge',
  version: '1.0.0',
  label: 'Badge',
  category: 'misc',
  premium: false,
  props: z.object({ color: z.string().regex(/^#[0-9a-f]{6}$/).default('#000000') }),
  Render: () => null,
  Panel: () => Promise.resolve({ default: () => null }),
  baseCss: '.badge{display:inline-block}',
  css: (props, scope) => {
    cssCalls(scope);
    return `${scope} .badge{color:${props.color}}`;
  },
});

const plain = defineElement({
  id: 'plain',
  version: '1.0.0',
  label: 'Plain',
  category: 'text',
  premium: false,
  props: z.object({}),
  Render: () => null,
  Panel: () => Promise.resolve({ default: () => null }),
});

const registry = new ElementCatalogue([badge, plain]);

const element = (id: string, key: string, extra: Partial<ElementNode> = {}): ElementNode => ({ id, key, props: {}, ...extra });

function page(): PageDocument {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-1',
        key: 'section',
        options: { contentWidth: 'wide' },
        style: { PaddingTop: 80, HoverAnimation: 'grow' },
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
                style: { Visibility: '' },
                elements: [
                  element('element-a', 'badge', { props: { color: '#ff0000' }, style: { MarginTop: 4, mobile: { MarginTop: 0 } } }),
                  element('element-b', 'plain', { style: { HoverAnimation: 'pulse' } }),
                  element('element-c', 'badge'),
                ],
              },
            ],
          },
        ],
      },
      { id: 'section-2', key: 'section', options: { contentWidth: 'fullwidth' }, rows: [] },
    ],
  };
}

describe('canvas stylesheet', () => {
  it('is the published page’s stylesheet, with hidden nodes dimmed instead of removed', () => {
    const doc = page();
    const css = createCanvasCss(registry)(doc);
    const widths = '#section-1>.ts-section__inner{max-width:1280px}#section-2>.ts-section__inner{max-width:none}';
    const elements = '#element-a .badge{color:#ff0000}#element-c .badge{color:#000000}';
    expect(css).toBe(LAYOUT_CSS + widths + '.badge{display:inline-block}' + pageStyleCss(doc, { hiddenAs: 'dimmed' }) + elements);
    expect(css).toContain('#column-1{opacity:.35}');
    expect(css).toContain('@keyframes ts-hvr-pulse');
  });

  it('carries only the sections shown in full when told which, and works their elements out only then', () => {
    const canvasCss = createCanvasCss(registry);
    const doc = page();
    cssCalls.mockClear();
    const placeholders = canvasCss(doc, new Set(['section-2']));
    expect(placeholders).toContain('#section-2>.ts-section__inner{max-width:none}');
    expect(placeholders).not.toContain('#section-1');
    expect(placeholders).not.toContain('#element-a');
    expect(placeholders).not.toContain('.badge{display:inline-block}');
    expect(cssCalls).not.toHaveBeenCalled();
    // Scrolled near: the section's rules arrive, as they are with every section shown.
    expect(canvasCss(doc, new Set(['section-1', 'section-2']))).toBe(canvasCss(doc));
    expect(cssCalls.mock.calls).toEqual([['#element-a'], ['#element-c']]);
  });

  it('recomputes only the element that changed', () => {
    const canvasCss = createCanvasCss(registry);
    const doc = page();
    canvasCss(doc);
    cssCalls.mockClear();
    const edited = updateElementProps(doc, 'element-c', { color: '#00ff00' });
    expect(canvasCss(edited)).toContain('#element-c .badge{color:#00ff00}');
    expect(cssCalls.mock.calls).toEqual([['#element-c']]);
    cssCalls.mockClear();
    expect(canvasCss(edited)).toBe(canvasCss(edited));
    const styled = updateNodeStyle(edited, 'element-c', { PaddingLeft: 3 });
    expect(canvasCss(styled)).toContain('#element-c{padding-left:3px}');
    expect(cssCalls).toHaveBeenCalledTimes(1);
  });

  it('leaves out style values and props their schemas refuse', () => {
    const doc = updateElementProps(updateNodeStyle(page(), 'element-c', { BackgroundColor: 'red;}body{display:none', PaddingTop: 6 }), 'element-c', { color: 'red' });
    const css = createCanvasCss(registry)(doc);
    expect(css).not.toContain('display:none}');
    expect(css).toContain('#element-c{padding-top:6px}');
    expect(css).not.toContain('#element-c .badge');
  });

  it('carries no plugin CSS for plugins the page does not use', () => {
    const css = createCanvasCss(registry)({ schemaVersion: 1, sections: [] });
    expect(css).toBe(LAYOUT_CSS);
  });
});

describe('popups and page settings on the canvas', () => {
  it('styles popups like the published page, and keeps the custom CSS off the canvas chrome', () => {
    const canvasCss = createCanvasCss(registry);
    const doc: PageDocument = {
      schemaVersion: 1,
      sections: [],
      popups: [
        {
          id: 'popup-1',
          key: 'popup',
          options: { CanvasPosition: 'center', EnableBackDrop: true, Animation: 'fade', AutomaticTrigger: false, TriggerDelay: 5, MaxWidth: 500 },
          style: { PaddingTop: 20 },
          rows: [{ id: 'row-p', key: 'row', options: {}, columns: [{ id: 'column-p', key: 'column', options: { width: 100 }, elements: [element('element-p', 'badge', { props: { color: '#123456' } })] }] }],
        },
      ],
      settings: { LinkColor: '#ff0000', CustomCss: 'button { display: none }' },
    };
    const css = canvasCss(doc);
    expect(css).toContain('#popup-1{padding-top:20px}');
    expect(css).toContain('#popup-1.ts-popup{max-width:500px;max-height:calc(100% - 16px);margin-top:auto;margin-bottom:auto}');
    expect(css).toContain('#element-p .badge{color:#123456}');
    expect(css).toContain('.ts-page a{color:#ff0000}');
    expect(css.endsWith('.ts-page button:not(:where(.canvas-chrome,.canvas-chrome *)){display:none}')).toBe(true);
    // Refused custom CSS never reaches the stylesheet.
    expect(canvasCss({ ...doc, settings: { CustomCss: 'p { background: url(x) }' } })).not.toContain('url(');
  });
});
