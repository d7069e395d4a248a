import { createElementNode, createRowNode, createSectionNode, walkElements, type ElementNode, type IdFactory, type PageDocument } from '@tessera/core';
import { elements } from '@tessera/plugins';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generatePage } from '../../../../tests/bench/generate-page.ts';
import { createElementRegistry } from '../../plugins/plugin-host.ts';
import { createPageRenderer } from './render-page.tsx';

/** The renderer answering only the page's HTML, as visitors get it. */
function htmlRenderer(...args: Parameters<typeof createPageRenderer>) {
  const render = createPageRenderer(...args);
  return (...page: Parameters<typeof render>) => render(...page).html;
}

const registry = createElementRegistry(elements);
const staticKeys = registry
  .list()
  .filter((definition) => !definition.island)
  .map((definition) => definition.id);
const meta = { title: 'Home', description: '' };

function ids(): IdFactory {
  let n = 0;
  return (kind) => `${kind}-${++n}`;
}

/** A page of one section whose single column holds the given elements. */
function pageOf(...nodes: ElementNode[]): PageDocument {
  const id = ids();
  const section = createSectionNode('section', [createRowNode([100], id)], id);
  section.rows[0]!.columns[0]!.elements.push(...nodes);
  return { schemaVersion: 1, sections: [section] };
}

const withProps = (node: ElementNode, props: Record<string, unknown>): ElementNode => ({ ...node, props: { ...node.props, ...props } });

describe('published page render with rendered elements kept', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the same bytes from kept elements as from a first render, for the benchmark pages', () => {
    for (const count of [60, 500]) {
      const page = generatePage(count, staticKeys);
      const render = htmlRenderer(registry);
      const first = render(page, meta);
      expect(first).toContain(`data-element="${staticKeys[count % staticKeys.length]}"`);
      expect(render(page, meta)).toBe(first);
    }
  });

  it('renders an element again when its props change, next to kept ones, as a first render would', () => {
    const render = htmlRenderer(registry);
    const page = generatePage(60, staticKeys);
    render(page, meta);
    const changed = structuredClone(page);
    const [, headline, kept] = [...walkElements(changed)].filter(({ element }) => element.key === 'headline').map(({ element }) => element);
    const before = String(headline!.props.text);
    headline!.props = { ...headline!.props, text: 'A new headline' };
    const html = render(changed, meta);
    expect(html).toContain('>A new headline<');
    expect(html).not.toContain(`>${before}<`);
    expect(html).toContain(`>${String(kept!.props.text)}<`);
    expect(html).toBe(htmlRenderer(registry)(changed, meta));
  });

  it('renders an element again when its style changes', () => {
    const render = htmlRenderer(registry);
    const headline = createElementNode('headline', { text: 'Styled', tag: 'h2' }, ids());
    expect(render(pageOf(headline), meta)).toContain('class="ts-element"');
    expect(render(pageOf({ ...headline, style: { ...headline.style, HoverAnimation: 'grow' } }), meta)).toContain('class="ts-element ts-hvr-grow"');
  });

  it('renders a link to another page again when that page moves', () => {
    const render = htmlRenderer(registry);
    const button = createElementNode('button', {}, ids());
    const page = pageOf(withProps(button, { button: { ActionType: 'other', PageId: 7, Text: 'Pricing' } }));
    expect(render(page, meta, { pagePaths: new Map([[7, '/pricing']]) })).toContain('href="/pricing"');
    expect(render(page, meta, { pagePaths: new Map([[7, '/plans']]) })).toContain('href="/plans"');
    expect(render(page, meta, { pagePaths: new Map([[7, '/pricing'], [8, '/about']]) })).toContain('href="/pricing"');
  });

  it('renders an element whose Render reads the clock afresh every time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const render = htmlRenderer(registry);
    const page = pageOf(createElementNode('countdown', { date: '2030-12-31', time: '12:00', timezone: 'UTC', showDays: true }, ids()));
    vi.setSystemTime(new Date('2030-12-28T12:00:00Z'));
    expect(render(page, meta)).toMatch(/data-countdown-unit="days"><span[^>]*>03</);
    vi.setSystemTime(new Date('2030-12-30T12:00:00Z'));
    expect(render(page, meta)).toMatch(/data-countdown-unit="days"><span[^>]*>01</);
  });
});
