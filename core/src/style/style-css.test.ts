import { describe, expect, it } from 'vitest';
import { HOVER_ANIMATIONS } from './hover-animations.ts';
import { nodeStyleSchema } from './node-style.ts';
import { nodeStyleCss, styleClassNames } from './style-css.ts';
import { pageStyleCss } from './page-css.ts';

describe('nodeStyleCss', () => {
  it('writes spacing, width, background and radius for the node id', () => {
    const css = nodeStyleCss('element-1', { PaddingTop: 10, MarginBottom: -5, Width: 50, BackgroundColor: '#fff', BorderRadius: 8 });
    expect(css).toBe('#element-1{padding-top:10px;margin-bottom:-5px;width:50%;background-color:#fff;border-radius:8px}');
  });

  it('draws borders on the chosen sides and rounds only the chosen edge', () => {
    const css = nodeStyleCss('row-1', { Border: 'topbottom', BorderWidth: 2, BorderStyle: 'dashed', BorderColor: '#f00', BorderRadius: 6, RadiusEdge: 'toponly' });
    expect(css).toContain('border-top:2px dashed #f00;border-bottom:2px dashed #f00');
    expect(css).not.toContain('border-left');
    expect(css).toContain('border-radius:6px 6px 0 0');
  });

  it('turns shadows into drop or inset box shadows with the chosen strength', () => {
    expect(nodeStyleCss('element-1', { BoxShadow: 'drop-20' })).toContain('box-shadow:0 4px 14px rgba(0,0,0,0.2)');
    expect(nodeStyleCss('element-1', { BoxShadow: 'inner-5' })).toContain('box-shadow:inset 0 2px 8px rgba(0,0,0,0.05)');
  });

  it('applies tablet and mobile overrides inside container queries at 1187px and 767px', () => {
    const css = nodeStyleCss('element-1', { FontSize: 40, tablet: { FontSize: 30 }, mobile: { FontSize: 20, PaddingLeft: 0 } });
    expect(css).toContain('@container ts-page (max-width:1187px){#element-1{font-size:30px}}');
    expect(css).toContain('@container ts-page (max-width:767px){#element-1{padding-left:0px;font-size:20px}}');
  });

  it('hides by device according to Visibility', () => {
    expect(nodeStyleCss('element-1', { Visibility: 'desktop' })).toBe('@container ts-page (max-width:767px){#element-1{display:none!important}}');
    expect(nodeStyleCss('element-1', { Visibility: 'mobile' })).toBe('@container ts-page (min-width:768px){#element-1{display:none!important}}');
    expect(nodeStyleCss('element-1', { Visibility: '' })).toBe('#element-1{display:none!important}');
    expect(nodeStyleCss('element-1', { Visibility: '' }, { hiddenAs: 'dimmed' })).toBe('#element-1{opacity:.35}');
    expect(nodeStyleCss('element-1', { Visibility: 'both' })).toBe('');
  });

  it('delays showing or hiding a node with CSS alone, and not in the designer', () => {
    expect(nodeStyleCss('element-1', { TimeDelayType: 'show', TimeDelay: 3 })).toBe('#element-1{animation:ts-delay-show .4s ease 3s both}');
    expect(nodeStyleCss('element-1', { TimeDelayType: 'hide', TimeDelay: 1.5 })).toBe('#element-1{animation:ts-delay-hide .4s ease 1.5s both}');
    expect(nodeStyleCss('element-1', { TimeDelayType: 'show', TimeDelay: 3 }, { hiddenAs: 'dimmed' })).toBe('');
    expect(nodeStyleCss('element-1', { TimeDelayType: '', TimeDelay: 3 })).toBe('');
  });

  it('adds hover colours and names the hover animation class', () => {
    expect(nodeStyleCss('element-1', { HoverBackgroundColor: '#000', HoverTextColor: '#fff' })).toContain('#element-1:hover{background-color:#000;color:#fff;');
    expect(styleClassNames({ HoverAnimation: 'grow', TimeDelayType: 'show', TimeDelay: 3 })).toEqual(['ts-hvr-grow', 'ts-delay-show']);
  });
});

describe('nodeStyleSchema', () => {
  it('refuses values that could escape their CSS declaration', () => {
    expect(nodeStyleSchema.safeParse({ BackgroundColor: 'red;}body{display:none' }).success).toBe(false);
    expect(nodeStyleSchema.safeParse({ BackgroundImage: 'https://x.test/a.png");background:url("evil' }).success).toBe(false);
    expect(nodeStyleSchema.safeParse({ BackgroundImage: 'javascript:alert(1)' }).success).toBe(false);
    expect(nodeStyleSchema.safeParse({ BackgroundColor: 'rgba(0, 0, 0, 0.5)', BackgroundImage: '/uploads/a.webp' }).success).toBe(true);
  });
});

describe('hover animations and page CSS', () => {
  it('offers 28 named effects', () => {
    expect(HOVER_ANIMATIONS).toHaveLength(28);
    expect(HOVER_ANIMATIONS).toEqual(expect.arrayContaining(['grow', 'shrink', 'pulse']));
  });

  it('carries only the animations a page uses', () => {
    const css = pageStyleCss({
      schemaVersion: 1,
      sections: [
        {
          id: 'section-1',
          key: 'section',
          options: {},
          style: { PaddingTop: 80 },
          rows: [{ id: 'row-1', key: 'row', options: {}, columns: [{ id: 'column-1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-1', key: 'headline', props: {}, style: { HoverAnimation: 'pulse' } }] }] }],
        },
      ],
    });
    expect(css).toContain('#section-1{padding-top:80px}');
    expect(css).toContain('@keyframes ts-hvr-pulse');
    expect(css).not.toContain('ts-hvr-grow');
    expect(css).toContain('prefers-reduced-motion');
    expect(css).not.toContain('@keyframes ts-delay');
  });
});
