import type { PageRelation } from '@tessera/core';

/** Props that name a page by id: PageId of the button option, redirectPageId, a link's page_id, the Navigation's pageId. */
const PAGE_ID_KEY = /page_?id$/i;

/** The page ids a design links to, wherever its elements, popups and settings name one. */
export function linkedPageIds(design: unknown): Set<number> {
  const found = new Set<number>();
  const visit = (value: unknown, key: string | undefined) => {
    if (typeof value === 'number' && key !== undefined && PAGE_ID_KEY.test(key)) found.add(value);
    else if (Array.isArray(value)) value.forEach((item) => visit(item, undefined));
    else if (value && typeof value === 'object') for (const [entryKey, entry] of Object.entries(value)) visit(entry, entryKey);
  };
  visit(design, undefined);
  return found;
}

/**
 * Which pages of one website (or template) link to which: what deleting or renaming a page
 * would break. Links to pages outside the set and a page's links to itself are left out.
 */
export function pageRelations(pages: readonly { id: number; design: unknown }[]): PageRelation[] {
  const ids = new Set(pages.map((page) => page.id));
  const linksTo = new Map(pages.map((page) => [page.id, [...linkedPageIds(page.design)].filter((id) => ids.has(id) && id !== page.id).sort((a, b) => a - b)]));
  return pages.map((page) => ({
    page_id: page.id,
    links_to: linksTo.get(page.id)!,
    linked_from: pages.filter((other) => linksTo.get(other.id)!.includes(page.id)).map((other) => other.id),
  }));
}
