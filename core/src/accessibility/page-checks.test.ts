import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { ElementNode, PageDocument } from '../document/page-document.ts';
import type { NodeStyle } from '../style/node-style.ts';
import type { PageSettings } from '../style/page-settings.ts';
import type { ElementAccessibility } from './element-accessibility.ts';
import { DEFAULT_BRAND_KIT, type BrandKit } from '../brand/brand-kit.ts';
import { checkPageAccessibility, describePageAhead, type AccessibilityElements } from './page-checks.ts';

/** Made-up element types: the check knows elements only through their hooks. */
const definitions: Record<string, { props: z.ZodType; accessibility?: (props: never) => ElementAccessibility }> = {
  title: {
    props: z.object({ level: z.number().int().min(1).max(6).default(1), words: z.string().default('Title'), color: z.string().default('#111111'), size: z.number().default(32) }),
    accessibility: (props: { level: 1 | 2 | 3; words: string; color: string; size: number }) => ({
      headings: [{ level: props.level, text: props.words }],
      texts: [{ text: props.words, color: props.color, size: props.size, bold: true }],
    }),
  },
  words: {
    props: z.object({ words: z.string().default('Some words'), color: z.string().optional(), size: z.number().default(16) }),
    accessibility: (props: { words: string; color?: string; size: number }) => ({ texts: [{ text: props.words, ...(props.color ? { color: props.color } : {}), size: props.size }] }),
  },
  picture: {
    props: z.object({ alt: z.string().default(''), decorative: z.boolean().default(false) }),
    accessibility: (props: { alt: string; decorative: boolean }) => ({ images: [{ alt: props.alt, decorative: props.decorative }] }),
  },
  action: {
    props: z.object({ words: z.string().default('Go'), label: z.string().default(''), fill: z.string().default('#1d4ed8'), ink: z.string().default('#ffffff') }),
    accessibility: (props: { words: string; label: string; fill: string; ink: string }) => ({
      links: [{ role: 'button', name: props.words || props.label }],
      texts: [{ text: props.words, color: props.ink, background: props.fill, size: 16 }],
    }),
  },
  anchor: { props: z.object({ words: z.string().default('') }), accessibility: (props: { words: string }) => ({ links: [{ role: 'link', name: props.words }] }) },
  field: { props: z.object({ label: z.string().default('Email') }), accessibility: (props: { label: string }) => ({ fields: [{ label: props.label }] }) },
  unknown: { props: z.object({}) },
};
const elements: AccessibilityElements = { get: (key) => definitions[key] };

let next = 0;
const el = (key: string, props: Record<string, unknown> = {}, style?: NodeStyle): ElementNode => ({ id: `element-${key}${(next += 1)}`, key, props, ...(style ? { style } : {}) });
const h = (level: number, words = `Heading ${level}`) => el('title', { level, words });
const section = (children: ElementNode[], style?: { section?: NodeStyle; column?: NodeStyle }) => ({
  id: `section-${(next += 1)}`,
  key: 'section',
  options: {},
  ...(style?.section ? { style: style.section } : {}),
  rows: [{ id: `row-${(next += 1)}`, key: 'row', options: {}, columns: [{ id: `column-${(next += 1)}`, key: 'column', options: { width: 100 }, ...(style?.column ? { style: style.column } : {}), elements: children }] }],
});
const page = (sections: ReturnType<typeof section>[], settings?: PageSettings): PageDocument => ({ schemaVersion: 1, sections, ...(settings ? { settings } : {}) });
const check = (design: PageDocument, options?: { wholePage?: boolean; brandKit?: BrandKit }) => checkPageAccessibility(design, elements, options);
const rules = (design: PageDocument) => check(design).map((problem) => problem.rule);

describe('the accessibility check before publishing', () => {
  describe('heading order', () => {
    it('accepts one H1 with levels that go down one step at a time and come back up freely', () => {
      expect(check(page([section([h(1), h(2), h(3), h(2), h(3)])]))).toEqual([]);
    });

    it('points at a heading that skips a level: an H3 right after the H1', () => {
      const skipping = h(3, 'Our services');
      const [problem, ...rest] = check(page([section([h(1, 'Welcome'), skipping])]));
      expect(rest).toEqual([]);
      expect(problem).toEqual({ rule: 'heading-order', elementId: skipping.id, popupId: null, message: 'H3 “Our services” comes after an H1: make it an H2, or add an H2 before it' });
    });

    it('counts levels across sections, in document order', () => {
      const late = h(4);
      expect(check(page([section([h(1)]), section([h(2)]), section([late])])).map((problem) => problem.elementId)).toEqual([late.id]);
    });

    it('asks a page for an H1, pointing at its first heading, and for only one', () => {
      const first = h(2, 'About us');
      const [missing] = check(page([section([first, h(3)])]));
      expect(missing).toMatchObject({ elementId: first.id, message: 'No H1 on the page: make its main heading, perhaps “About us”, an H1' });
      const second = h(1, 'Again');
      expect(check(page([section([h(1), h(2), second])]))).toEqual([expect.objectContaining({ elementId: second.id, message: expect.stringContaining('Another H1, “Again”') })]);
      expect(check(page([section([el('words')])]))).toEqual([expect.objectContaining({ elementId: null, message: expect.stringContaining('No headings on the page') })]);
    });

    it('asks a block only that its levels do not skip', () => {
      expect(check(page([section([h(2), h(3)])]), { wholePage: false })).toEqual([]);
      expect(check(page([section([h(2), h(4)])]), { wholePage: false })).toHaveLength(1);
    });

    it('leaves hidden headings and headings in popups out of the order', () => {
      const hidden = el('title', { level: 2 }, { show: false });
      const design: PageDocument = { ...page([section([h(1), hidden, h(3)])]) };
      expect(rules(design)).toEqual(['heading-order']);
      const popup = { id: 'popup-1', key: 'popup', options: {}, rows: section([h(3)]).rows } as unknown as NonNullable<PageDocument['popups']>[number];
      expect(check({ ...page([section([h(1), h(2)])]), popups: [popup] })).toEqual([]);
    });
  });

  describe('images', () => {
    it('points at an image without alt text, but not at one with alt text or marked decorative', () => {
      const bare = el('picture');
      expect(check(page([section([h(1), bare, el('picture', { alt: 'A dentist smiling' }), el('picture', { decorative: true })])]))).toEqual([
        { rule: 'image-alt', elementId: bare.id, popupId: null, message: 'Image without alt text: describe what it shows for people who cannot see it' },
      ]);
    });

    it('counts alt text of spaces as none, and names the popup an image is in', () => {
      const popup = { id: 'popup-9', key: 'popup', options: {}, rows: section([el('picture', { alt: '   ' })]).rows } as unknown as NonNullable<PageDocument['popups']>[number];
      expect(check({ ...page([section([h(1)])]), popups: [popup] })).toEqual([expect.objectContaining({ rule: 'image-alt', popupId: 'popup-9' })]);
    });
  });

  describe('links and buttons', () => {
    it('points at a button and a link with neither words nor a label', () => {
      expect(rules(page([section([h(1), el('action', { words: '' }), el('anchor')])]))).toEqual(['link-name', 'link-name']);
      const [button, link] = check(page([section([h(1), el('action', { words: '' }), el('anchor')])]));
      expect(button?.message).toMatch(/^Button without text or label/);
      expect(link?.message).toMatch(/^Link without text or label/);
    });

    it('accepts an aria-label in place of words', () => {
      expect(check(page([section([h(1), el('action', { words: '', label: 'Open the menu' }), el('anchor', { words: 'Read more' })])]))).toEqual([]);
    });
  });

  describe('form fields', () => {
    it('points at a field without a label', () => {
      expect(rules(page([section([h(1), el('field', { label: '' }), el('field')])]))).toEqual(['field-label']);
    });
  });

  describe('contrast', () => {
    it('accepts dark text on the white page and points at light grey small text', () => {
      const pale = el('words', { words: 'Opening hours', color: '#aaaaaa' });
      expect(check(page([section([h(1), el('words', { color: '#595959' }), pale])]))).toEqual([
        { rule: 'contrast', elementId: pale.id, popupId: null, message: 'Low contrast, 2.3:1, for “Opening hours”: text this size needs 4.5:1 against its background' },
      ]);
    });

    it('asks only 3:1 of large text', () => {
      expect(check(page([section([h(1), el('words', { color: '#888888', size: 24 })])]))).toEqual([]);
      expect(rules(page([section([h(1), el('words', { color: '#888888', size: 16 })])]))).toEqual(['contrast']);
    });

    // The H1 sits in a section of its own, on the page's plain background.
    const titled = (words: ReturnType<typeof section>, settings?: PageSettings) => page([section([h(1)]), words], settings);

    it('reads the background from the section, the column and the page settings, inner over outer', () => {
      expect(rules(titled(section([el('words', { color: '#ffffff' })])))).toEqual(['contrast']);
      expect(check(titled(section([el('words', { color: '#ffffff' })], { section: { BackgroundColor: '#111827' } })))).toEqual([]);
      expect(rules(titled(section([el('words', { color: '#ffffff' })], { section: { BackgroundColor: '#111827' }, column: { BackgroundColor: '#f9fafb' } })))).toEqual(['contrast']);
      expect(check(page([section([h(1)], { section: { BackgroundColor: '#ffffff' } }), section([el('words', { color: '#ffffff' })])], { BackgroundColor: '#0f172a' }))).toEqual([]);
    });

    it('uses the page text colour for text without its own', () => {
      const light = { section: { BackgroundColor: '#ffffff' } };
      expect(rules(page([section([h(1)], light), section([el('words')])], { BackgroundColor: '#1f2937' }))).toEqual(['contrast']);
      expect(check(page([section([h(1)], light), section([el('words')])], { BackgroundColor: '#1f2937', TextColor: '#f9fafb' }))).toEqual([]);
    });

    it('measures a button’s words against its own fill', () => {
      expect(check(page([section([h(1), el('action')])]))).toEqual([]);
      expect(rules(page([section([h(1), el('action', { fill: '#93c5fd' })])]))).toEqual(['contrast']);
    });

    it('paints see-through backgrounds over what is below', () => {
      expect(rules(page([section([h(1), el('words', { color: '#ffffff' })], { section: { BackgroundColor: 'rgba(17, 24, 39, 0.1)' } })]))).toEqual(['contrast']);
    });

    describe('colours left to the brand kit', () => {
      const kit = (colors: Partial<BrandKit['colors']>): BrandKit => ({ ...DEFAULT_BRAND_KIT, colors: { ...DEFAULT_BRAND_KIT.colors, ...colors } });
      const kitText = el('words', { words: 'Kit words', color: 'var(--brand-text, #1f2937)' });
      const kitButton = el('action', { words: 'Book', fill: 'var(--brand-primary, #2563eb)', ink: 'var(--brand-background, #ffffff)' });

      it('reads them through the default kit when the website has none', () => {
        expect(check(page([section([h(1), kitText, kitButton])]))).toEqual([]);
      });

      it('points at kit text too close to the kit’s background, and at text without a colour of its own', () => {
        const paleKit = kit({ text: '#cbd5e1', background: '#ffffff' });
        const plain = el('words', { words: 'Plain words' });
        expect(check(page([section([h(1, 'Hi'), kitText, plain])]), { brandKit: paleKit }).map((problem) => [problem.elementId, problem.message])).toEqual([
          [kitText.id, 'Low contrast, 1.4:1, for “Kit words”: text this size needs 4.5:1 against its background'],
          [plain.id, expect.stringContaining('Low contrast, 1.4:1')],
        ]);
      });

      it('points at a button whose kit primary fill is too close to its kit words', () => {
        expect(check(page([section([h(1), kitButton])]), { brandKit: kit({ primary: '#fde68a' }) })).toEqual([
          { rule: 'contrast', elementId: kitButton.id, popupId: null, message: 'Low contrast, 1.2:1, for “Book”: text this size needs 4.5:1 against its background' },
        ]);
      });

      it('draws the page in the kit’s background unless the page settings say otherwise', () => {
        const darkKit = kit({ text: '#f9fafb', background: '#111827' });
        const dark = h(1);
        expect(check(page([section([dark, kitText])]), { brandKit: darkKit }).map((problem) => problem.elementId)).toEqual([dark.id]);
        expect(check(page([section([el('title', { color: '#ffffff' }), kitText])]), { brandKit: darkKit })).toEqual([]);
        expect(check(page([section([h(1), kitText])], { BackgroundColor: '#ffffff' }), { brandKit: darkKit }).map((problem) => problem.elementId)).toEqual([kitText.id]);
      });
    });

    it('does not guess over a background image', () => {
      expect(check(page([section([h(1), el('words', { color: '#ffffff' })], { section: { BackgroundImage: '/uploads/hero.jpg' } })]))).toEqual([]);
    });
  });

  it('skips elements without the hook, elements of unknown types and hidden elements', () => {
    expect(check(page([section([h(1), el('unknown'), el('missing-plugin'), el('picture', {}, { Visibility: '' })])]))).toEqual([]);
  });

  it('fills stored props with the element’s defaults before asking it', () => {
    expect(check(page([section([el('title', {})])]))).toEqual([]);
  });

  it('lists problems top to bottom', () => {
    const image = el('picture');
    const skip = h(3);
    const field = el('field', { label: '' });
    expect(check(page([section([image, h(1)]), section([skip, field])])).map((problem) => problem.elementId)).toEqual([image.id, skip.id, field.id]);
  });
});

describe('describing a page ahead of its check', () => {
  it('describes elements in slices until all are, after which the check parses none, and an edited element is parsed again', () => {
    const parses: unknown[] = [];
    const counted = z.object({ words: z.string().default('Some words'), size: z.number().default(16) }).transform((props) => (parses.push(props), props));
    const words = { props: counted, accessibility: (props: { words: string; size: number }) => ({ texts: [{ text: props.words, size: props.size }] }) };
    const counting: AccessibilityElements = { get: (key) => (key === 'words' ? words : definitions[key]) };
    const design = page([section([h(1), el('words'), el('words'), el('words')])]);

    let slices = 0;
    let budget = 0;
    // Two elements a slice: the title and the first words, then the other two.
    for (;;) {
      slices += 1;
      budget = 2;
      if (describePageAhead(design, counting, () => budget-- > 0)) break;
    }
    expect(slices).toBe(2);
    expect(parses).toHaveLength(3);
    expect(checkPageAccessibility(design, counting)).toEqual([]);
    expect(parses).toHaveLength(3);

    // An edit gives one element new props: the check after it parses that one only, and sees the change.
    const [title, first, ...rest] = design.sections[0]!.rows[0]!.columns[0]!.elements;
    const edited = page([section([title!, { ...first!, props: { words: '', size: 16 } }, ...rest])]);
    expect(checkPageAccessibility(edited, counting)).toEqual([]);
    expect(parses).toHaveLength(4);
    expect(parses.at(-1)).toEqual({ words: '', size: 16 });
  });
});
