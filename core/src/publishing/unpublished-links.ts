import type { z } from 'zod';
import type { Menu } from '../api/menus.ts';
import type { Page } from '../api/pages.ts';
import type { PageDocument } from '../document/page-document.ts';
import { walkElements } from '../document/tree-operations.ts';
import { findSiteReferences, type PropPath } from '../plugins/site-references.ts';
import { isUnpublished } from './unpublished-changes.ts';

export type SitePage = Pick<Page, 'id' | 'name' | 'unique_name' | 'is_home' | 'published_version'>;

/** A link of a page or menu whose page answers 404 on the live site until it is published. */
export interface UnpublishedLink {
  label: string;
  page: SitePage;
}

/** Where a menu item or link leads: a page chosen by id, else the page at its address. */
export interface LinkTarget {
  page_id: number | null;
  url: string;
}

/** The page of the website a same-site address leads to: "/" the home page, "/about?x#y" the page "about". */
export function pageAtPath<P extends SitePage>(url: string, pages: readonly P[]): P | undefined {
  const match = /^\/(?!\/)([^?#]*)/.exec(url.trim());
  if (!match) return undefined;
  const path = match[1]!.replace(/\/+$/, '');
  return path === '' ? pages.find((page) => page.is_home) : pages.find((page) => page.unique_name === path);
}

/** The never-published page a link leads to, if it leads to one. */
export function unpublishedTargetOf<P extends SitePage>(link: LinkTarget, pages: readonly P[]): P | undefined {
  const target = link.page_id !== null ? pages.find((page) => page.id === link.page_id) : pageAtPath(link.url, pages);
  return target && isUnpublished(target) ? target : undefined;
}

/** Every item of the menu, dropdown items too, leading to a never-published page. */
export function menuLinksToUnpublishedPages(menu: Pick<Menu, 'items'>, pages: readonly SitePage[]): UnpublishedLink[] {
  return menu.items
    .flatMap((item) => [item, ...item.children])
    .flatMap((item) => {
      const page = unpublishedTargetOf(item, pages);
      return page ? [{ label: item.label, page }] : [];
    });
}

/** What the designer knows of an installed element: its props' schema, which declares its page and menu references. */
export interface ElementSchemas {
  get(key: string): { props: z.ZodType } | undefined;
}

/** The words a link is shown with, when the object holding it has them. */
const LABEL_KEYS = ['label', 'text', 'Text'];

function labelOf(holder: unknown): string | undefined {
  if (!holder || typeof holder !== 'object') return undefined;
  const record = holder as Record<string, unknown>;
  const key = LABEL_KEYS.find((name) => typeof record[name] === 'string' && (record[name] as string).trim() !== '');
  return key ? (record[key] as string).trim() : undefined;
}

function holderAt(props: unknown, path: PropPath): unknown {
  return path.slice(0, -1).reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined), props);
}

/** Every same-site address among the props' strings, with the words shown beside it. */
function addressesIn(value: unknown, label: string | undefined, found: { label: string | undefined; url: string }[]): void {
  if (typeof value === 'string') {
    if (value.startsWith('/')) found.push({ label, url: value });
    return;
  }
  if (!value || typeof value !== 'object') return;
  const own = labelOf(value) ?? label;
  for (const child of Object.values(value)) addressesIn(child, own, found);
}

/**
 * The links of a design that lead to never-published pages of its website, other than the page
 * itself (which is about to go live): pages its elements name, the items of website menus they
 * show, and same-site addresses among their props (a menu's own items, a button's address).
 * Read through the elements' declared schemas and props, so no element is named here.
 */
export function designLinksToUnpublishedPages(
  elements: ElementSchemas,
  design: PageDocument,
  site: { pages: readonly SitePage[]; menus: readonly Pick<Menu, 'id' | 'items'>[]; pageId: number },
): UnpublishedLink[] {
  const others = site.pages.filter((page) => page.id !== site.pageId);
  const links: UnpublishedLink[] = [];
  const add = (label: string | undefined, page: SitePage | undefined) => {
    if (page && !links.some((link) => link.page.id === page.id && link.label === (label ?? page.name))) links.push({ label: label ?? page.name, page });
  };
  for (const { element } of walkElements(design)) {
    const definition = elements.get(element.key);
    if (definition) {
      for (const reference of findSiteReferences(definition.props, element.props)) {
        if (reference.kind === 'page') add(labelOf(holderAt(element.props, reference.path)), unpublishedTargetOf({ page_id: reference.id, url: '' }, others));
        if (reference.kind === 'menu') {
          const menu = site.menus.find((candidate) => candidate.id === reference.id);
          for (const link of menu ? menuLinksToUnpublishedPages(menu, others) : []) add(link.label, link.page);
        }
      }
    }
    const addresses: { label: string | undefined; url: string }[] = [];
    addressesIn(element.props, undefined, addresses);
    for (const address of addresses) add(address.label, unpublishedTargetOf({ page_id: null, url: address.url }, others));
  }
  return links;
}
