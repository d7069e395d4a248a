import { pageDocumentSchema, type ElementKernel, type PageRelation, type PluginRegistry } from '@tessera/core';
import { designReferences } from '../site-content/design-references.ts';

/** The page ids a stored design's elements link to (their declared page references); a design that does not parse links nowhere. */
export function linkedPageIds(registry: PluginRegistry<ElementKernel>, design: unknown): Set<number> {
  const parsed = pageDocumentSchema.safeParse(design);
  if (!parsed.success) return new Set();
  return new Set(designReferences(registry, parsed.data).flatMap((reference) => (reference.kind === 'page' ? [reference.id] : [])));
}

/**
 * Which pages of one website (or template) link to which: what deleting or renaming a page
 * would break. Links to pages outside the set and a page's links to itself are left out.
 */
export function pageRelations(registry: PluginRegistry<ElementKernel>, pages: readonly { id: number; design: unknown }[]): PageRelation[] {
  const ids = new Set(pages.map((page) => page.id));
  const linksTo = new Map(pages.map((page) => [page.id, [...linkedPageIds(registry, page.design)].filter((id) => ids.has(id) && id !== page.id).sort((a, b) => a - b)]));
  return pages.map((page) => ({
    page_id: page.id,
    links_to: linksTo.get(page.id)!,
    linked_from: pages.filter((other) => linksTo.get(other.id)!.includes(page.id)).map((other) => other.id),
  }));
}
