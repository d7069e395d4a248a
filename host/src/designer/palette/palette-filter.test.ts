import { defineElement, z, type AnyElementDefinition, type ElementCategory } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { filterPalette, PALETTE_TABS } from './palette-filter.ts';

const element = (id: string, label: string, category: ElementCategory): AnyElementDefinition =>
  defineElement({
    id,
    version: '1.0.0',
    label,
    category,
    premium: false,
    props: z.object({}),
    Render: () => null,
    Panel: () => Promise.resolve({ default: () => null }),
  });

const all = [element('headline', 'Headline', 'text'), element('sub-headline', 'Sub Headline', 'text'), element('countdown', 'Countdown', 'countdown')];

describe('filterPalette', () => {
  it('offers the tabs of spec §1 in order', () => {
    expect(PALETTE_TABS).toEqual(['all', 'text', 'form', 'order', 'media', 'countdown', 'misc']);
  });

  it('shows everything under "all" and one category under its tab', () => {
    expect(filterPalette(all, 'all', '').map((d) => d.id)).toEqual(['headline', 'sub-headline', 'countdown']);
    expect(filterPalette(all, 'countdown', '').map((d) => d.id)).toEqual(['countdown']);
    expect(filterPalette(all, 'media', '')).toEqual([]);
  });

  it('matches every word of the search against label and id, ignoring case', () => {
    expect(filterPalette(all, 'all', '  HEAD ').map((d) => d.id)).toEqual(['headline', 'sub-headline']);
    expect(filterPalette(all, 'all', 'sub head').map((d) => d.id)).toEqual(['sub-headline']);
    expect(filterPalette(all, 'countdown', 'head')).toEqual([]);
  });
});
