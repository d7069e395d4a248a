import { formConfigSchema, menuItemSchema, type Form, type Menu } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { siteLookups } from './site-data.ts';

const stamp = { landing_id: 1, created_at: '', updated_at: '' };
const form = (id: number, submit: Record<string, unknown>): Form => ({
  ...formConfigSchema.parse({ fields: [{ name: 'email', label: 'E-mail', type: 'email', required: true, placeholder: 'you@example.com' }], submit }),
  ...stamp,
  id,
  name: `Form ${id}`,
});
const menu = (id: number, items: unknown[]): Menu => ({ ...stamp, id, name: `Menu ${id}`, position: 0, items: items.map((item) => menuItemSchema.parse(item)) });
const links = { pageHref: (id: number) => ({ 1: '/', 2: '/bakery' })[id], basePath: '/preview' };

describe('site lookups', () => {
  it("resolves a menu's links: a page (at a section), a section of the page shown on, an address, a deleted page's fallback", () => {
    const { menu: lookup } = siteLookups([], [
      menu(4, [
        { label: 'Home', page_id: 1 },
        {
          label: 'Bakery',
          page_id: 2,
          new_window: true,
          children: [
            { label: 'Bread', page_id: 2, section_id: 'section-bread' },
            { label: 'Prices', section_id: 'section-prices' },
            { label: 'Blog', url: 'blog.example.com' },
            { label: 'About', url: '/about' },
            { label: 'Gone', page_id: 9, url: '/old' },
            { label: 'Nothing' },
          ],
        },
      ]),
    ], links);
    expect(lookup!(4)).toEqual({
      id: 4,
      name: 'Menu 4',
      items: [
        { label: 'Home', href: '/', newWindow: false, children: [] },
        {
          label: 'Bakery',
          href: '/bakery',
          newWindow: true,
          children: [
            { label: 'Bread', href: '/bakery#section-bread', newWindow: false },
            { label: 'Prices', href: '#section-prices', newWindow: false },
            { label: 'Blog', href: 'https://blog.example.com', newWindow: false },
            { label: 'About', href: '/preview/about', newWindow: false },
            { label: 'Gone', href: '/preview/old', newWindow: false },
            { label: 'Nothing', href: undefined, newWindow: false },
          ],
        },
      ],
    });
  });

  it("gives a form's fields and where it goes after sending: a page, an address, or its message when the page is gone", () => {
    const { form: lookup } = siteLookups(
      [form(1, { action: 'page', page_id: 2 }), form(2, { action: 'url', url: 'https://acme.test/thanks' }), form(3, { action: 'page', page_id: 9 }), form(4, { message: 'Got it.' })],
      [],
      links,
    );
    expect(lookup!(1)).toMatchObject({ redirect: '/bakery', fields: [{ name: 'email', label: 'E-mail', type: 'email', required: true, placeholder: 'you@example.com', options: [] }] });
    expect(lookup!(2)!.redirect).toBe('https://acme.test/thanks');
    expect(lookup!(3)!.redirect).toBeUndefined();
    expect(lookup!(4)).toMatchObject({ successMessage: 'Got it.', redirect: undefined });
  });

  it('finds no form or menu it was not given', () => {
    const { form: formOf, menu: menuOf } = siteLookups([form(1, {})], [menu(4, [])], links);
    expect(formOf!(4)).toBeUndefined();
    expect(menuOf!(1)).toBeUndefined();
  });
});
