import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PageDocument } from '../document/page-document.ts';
import { siteReference } from '../plugins/site-references.ts';
import { hasUnpublishedChanges } from './unpublished-changes.ts';
import { designLinksToUnpublishedPages, menuLinksToUnpublishedPages, pageAtPath, type SitePage } from './unpublished-links.ts';

const page = (id: number, unique_name: string, published_version: number | null, is_home = false): SitePage => ({ id, name: unique_name, unique_name, is_home, published_version });
const pages = [page(1, 'home', 3, true), page(2, 'about', null), page(3, 'contact', 1), page(4, 'menu', null)];

interface Item {
  label: string;
  page_id: number | null;
  section_id: string;
  url: string;
  new_window: boolean;
  children: Item[];
}

const item = (label: string, link: { page_id?: number; url?: string }, children: Item[] = []): Item => ({
  label,
  page_id: link.page_id ?? null,
  section_id: '',
  url: link.url ?? '',
  new_window: false,
  children,
});

describe('pages with unpublished changes', () => {
  it('are the never-published ones and those saved since they were published', () => {
    expect(hasUnpublishedChanges({ version: 1, published_version: null })).toBe(true);
    expect(hasUnpublishedChanges({ version: 4, published_version: 3 })).toBe(true);
    expect(hasUnpublishedChanges({ version: 3, published_version: 3 })).toBe(false);
  });
});

describe('links to unpublished pages', () => {
  it('finds the page at a same-site address, the home page at "/"', () => {
    expect(pageAtPath('/', pages)?.id).toBe(1);
    expect(pageAtPath('/about?from=menu#team', pages)?.id).toBe(2);
    expect(pageAtPath('/about/', pages)?.id).toBe(2);
    expect(pageAtPath('//about', pages)).toBeUndefined();
    expect(pageAtPath('https://example.com/about', pages)).toBeUndefined();
  });

  it('flags the menu items, dropdown ones too, that lead to never-published pages by id or address', () => {
    const menu = { items: [item('Home', { url: '/' }), item('About', { page_id: 2 }, [item('Our menu', { url: '/menu' })]), item('Contact', { url: '/contact' }), item('Elsewhere', { url: 'https://example.com' })] };
    expect(menuLinksToUnpublishedPages(menu, pages).map((link) => [link.label, link.page.id])).toEqual([
      ['About', 2],
      ['Our menu', 4],
    ]);
  });

  it('finds them in a design through declared page and menu references and same-site addresses, leaving the page itself out', () => {
    const schemas = new Map<string, { props: z.ZodType }>([
      ['links', { props: z.object({ items: z.array(z.object({ label: z.string(), url: z.string() })) }) }],
      ['cta', { props: z.object({ button: z.object({ Text: z.string(), PageId: siteReference('page').nullable() }) }) }],
      ['nav', { props: z.object({ menuId: siteReference('menu').nullable() }) }],
    ]);
    const element = (id: string, key: string, props: Record<string, unknown>) => ({ id, key, props });
    const design = {
      schemaVersion: 1,
      sections: [
        {
          id: 'section-a',
          key: 'section',
          options: {},
          rows: [
            {
              id: 'row-a',
              key: 'row',
              options: {},
              columns: [
                {
                  id: 'column-a',
                  key: 'column',
                  options: { width: 100 },
                  elements: [
                    element('element-a', 'links', { items: [{ label: 'Menu', url: '/menu' }, { label: 'Me', url: '/about' }, { label: 'Contact', url: '/contact' }] }),
                    element('element-b', 'cta', { button: { Text: 'Read more', PageId: 4 } }),
                    element('element-c', 'nav', { menuId: 9 }),
                  ],
                },
              ],
            },
          ],
        },
      ],
    } as PageDocument;
    const menus = [{ id: 9, items: [item('About us', { page_id: 2 })] }];
    // Published on its own, "about" goes live: its own links to it are no warning.
    expect(designLinksToUnpublishedPages(schemas, design, { pages, menus, pageId: 2 }).map((link) => [link.label, link.page.id])).toEqual([
      ['Menu', 4],
      ['Read more', 4],
    ]);
    expect(designLinksToUnpublishedPages(schemas, design, { pages, menus, pageId: 1 }).map((link) => [link.label, link.page.id])).toEqual([
      ['Menu', 4],
      ['Me', 2],
      ['Read more', 4],
      ['About us', 2],
    ]);
  });
});
