import type { GlobalSectionKind, PageDocument, SectionNode } from '@tessera/core';
import { nodeIndex } from '../node-index.ts';

/** What the designer calls a section shared by the site's pages, and what its badge adds where there is room. */
export const GLOBAL_SECTION_NAMES: Record<GlobalSectionKind, string> = { header: 'Site header', footer: 'Site footer' };
export const SHOWN_ON_EVERY_PAGE = 'shows on every page';

/** What a section's menu offers about sharing it: make a header or footer the site's, or take a shared one back to this page. */
export type GlobalSectionOffer =
  | { action: 'share'; kind: GlobalSectionKind; label: string }
  | { action: 'detach'; label: string; short: string }
  | { action: 'none' };

export const NO_OFFER: GlobalSectionOffer = { action: 'none' };

export function globalSectionOffer(doc: PageDocument, id: string): GlobalSectionOffer {
  const section = nodeIndex(doc).get(id) as SectionNode | undefined;
  if (!section) return NO_OFFER;
  if (section.global) return { action: 'detach', label: 'Detach from site (this page only)', short: 'Detach' };
  if (section.key !== 'header' && section.key !== 'footer') return NO_OFFER;
  const kind = section.key;
  // One shared header (footer) a page: the one it shows already stays it.
  if (doc.sections.some((other) => other.global === kind)) return NO_OFFER;
  return { action: 'share', kind, label: 'Use on every page' };
}
