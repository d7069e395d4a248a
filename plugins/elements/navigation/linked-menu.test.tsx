// @vitest-environment jsdom
import { SiteContextProvider, type SiteContextValue, type SiteMenu } from '@tessera/sdk';
import type { EditorServices } from '@tessera/sdk/editor';
import { mountPanel } from '@tessera/sdk/testing';
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import navigation from './index.ts';

const MAIN: SiteMenu = {
  id: 5,
  name: 'Main',
  items: [
    { label: 'Home', href: '/', newWindow: false, children: [] },
    {
      label: 'Shop',
      href: 'https://shop.test',
      newWindow: true,
      children: [
        { label: 'Bread', href: '/bakery#section-bread', newWindow: false },
        { label: 'Coming soon', href: undefined, newWindow: false },
      ],
    },
  ],
};

const site = (overrides: Partial<SiteContextValue> = {}): SiteContextValue => ({
  mode: 'published',
  basePath: '',
  pageHref: () => undefined,
  menu: (id) => (id === MAIN.id ? MAIN : undefined),
  ...overrides,
});

const render = (props: Record<string, unknown>, value: SiteContextValue = site(), mode: 'published' | 'canvas' = 'published') =>
  renderToStaticMarkup(
    <SiteContextProvider value={value}>
      <navigation.Render id="element-7" props={navigation.props.parse(props)} mode={mode} />
    </SiteContextProvider>,
  );

describe('navigation element showing a website menu', () => {
  it("renders the menu's items and their dropdown with the markup of the element's own items", () => {
    const html = render({ menuId: 5, items: [{ label: 'Own item', url: '/own' }] });
    expect(html).not.toContain('Own item');
    expect(html).toContain('<li class="ts-navigation__item"><a class="ts-navigation__link" href="/">Home</a></li>');
    expect(html).toContain(
      '<li class="ts-navigation__item ts-navigation__item--parent"><a class="ts-navigation__link" href="https://shop.test" target="_blank" rel="noopener noreferrer">Shop</a>' +
        '<ul class="ts-navigation__submenu" id="element-7-submenu-1"><li><a class="ts-navigation__link" href="/bakery#section-bread">Bread</a></li><li><span class="ts-navigation__link">Coming soon</span></li></ul></li>',
    );
  });

  it('leaves nothing on the published page when the menu was deleted, and says so on the canvas', () => {
    expect(render({ menuId: 6 })).toBe('');
    expect(render({ menuId: 6 }, site(), 'canvas')).toContain('The website menu this element showed no longer exists.');
    expect(render({ menuId: 5 }, site({ menu: undefined }), 'canvas')).toContain('The chosen website menu shows here on the published page.');
  });

  it("keeps the element's own items when no menu is chosen", () => {
    expect(navigation.props.parse({}).menuId).toBeNull();
    expect(render({ items: [{ label: 'Own item', url: '/own' }] })).toContain('<a class="ts-navigation__link" href="/own">Own item</a>');
  });
});

describe('navigation panel: show a website menu', () => {
  const services: EditorServices = { pages: [], menus: [{ id: 5, name: 'Main' }], dashboardLinks: { forms: '/agency/websites/3/forms', menus: '/agency/websites/3/menus' } };
  const picker = (host: HTMLElement) => [...host.querySelectorAll('label')].find((label) => label.textContent === 'Show a website menu')!.control as HTMLSelectElement;

  it("offers the website's menus, picks one, and hides the element's own items while one is shown", async () => {
    const own = await mountPanel(navigation, {}, services);
    expect([...picker(own.host).options].map((option) => option.text)).toEqual(['None: this element’s own items', 'Main']);
    expect(own.host.querySelector('a[href="/agency/websites/3/menus"]')).not.toBeNull();
    expect(own.host.textContent).toContain('Add menu item');
    await act(async () => {
      picker(own.host).value = '5';
      picker(own.host).dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(own.changes).toEqual([{ menuId: 5 }]);
    own.unmount();
    const linked = await mountPanel(navigation, { menuId: 5 }, services);
    expect(linked.host.textContent).not.toContain('Add menu item');
    expect(linked.host.textContent).toContain('Text colour');
    linked.unmount();
  });
});
