import { ELEMENT_CATEGORIES, type ElementCategory } from '@tessera/core';
import type { ElementSummary } from '../element-catalogue.ts';

export type PaletteTab = 'all' | ElementCategory;
export const PALETTE_TABS: readonly PaletteTab[] = ['all', ...ELEMENT_CATEGORIES];

export const TAB_LABELS: Record<PaletteTab, string> = {
  all: 'All',
  text: 'Text',
  form: 'Form',
  order: 'Order',
  media: 'Media',
  countdown: 'Countdown',
  misc: 'Misc',
};

/** The palette entries of a tab that match a search, in manifest order. */
export function filterPalette(definitions: readonly ElementSummary[], tab: PaletteTab, search: string): ElementSummary[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return definitions.filter((definition) => {
    if (tab !== 'all' && definition.category !== tab) return false;
    const haystack = `${definition.label} ${definition.id} ${definition.category}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
