// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';
import { indent, moveAt, outdent, type ItemDraft } from './menu-draft.ts';

let app: OpenedApp | undefined;

const link = { page_id: null, section_id: '', url: '', new_window: false };
const MENU = {
  id: 6,
  landing_id: 12,
  name: 'Main',
  position: 0,
  items: [
    { ...link, label: 'Home', page_id: 1, children: [] },
    { ...link, label: 'Shop', url: 'https://shop.test', children: [{ ...link, label: 'Bread', section_id: 'section-bread', page_id: 1 }] },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};
const PAGE = { id: 1, landing_id: 12, name: 'Home', unique_name: 'home', title: '', description: '', is_home: true, version: 1, published_version: 1, published_at: null, updated_at: '2026-01-01T00:00:00.000Z' };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const sent = (api: ReturnType<typeof mockApi>, method: string) => body(api.fetchMock.mock.calls.find(([, init]) => init?.method === method)![1]);
const field = (label: string) => fieldByLabel(app!.view.container, label);
const submit = () => click(app!.view.container.querySelector('form[aria-label="Menu"] button[type="submit"]'));

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/menus': () => ({ body: { data: [MENU], meta: { total: 1 } } }),
    'GET /api/v1/landings/12/menus/6': () => ({ body: { data: MENU } }),
    'GET /api/v1/landings/12/pages': () => ({ body: { data: [PAGE], meta: { total: 1 } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('menu item moves', () => {
  const item = (label: string, children: ItemDraft[] = []): ItemDraft => ({ ...link, label, children });
  it('reorders, nests one level and un-nests', () => {
    const items = [item('A'), item('B'), item('C')];
    expect(moveAt(items, [2], -1).map((i) => i.label)).toEqual(['A', 'C', 'B']);
    const nested = indent(items, 1);
    expect(nested.map((i) => i.label)).toEqual(['A', 'C']);
    expect(nested[0]!.children.map((i) => i.label)).toEqual(['B']);
    expect(indent(nested, 0)).toBe(nested);
    expect(outdent(nested, [0, 0]).map((i) => i.label)).toEqual(['A', 'B', 'C']);
  });
});

describe('website menus', () => {
  it('lists the menus and deletes one after a confirmation', async () => {
    const calls = api({ 'DELETE /api/v1/landings/12/menus/6': () => ({ body: { message: 'Menu deleted.', success: true } }) });
    app = await openApp('/agency/websites/12/menus');
    await waitFor(() => expect(app!.text()).toContain('2 items'));
    expect(app!.link('Main')?.getAttribute('href')).toBe('/agency/websites/12/menu/6/edit');
    await click(app!.button('Delete Main'));
    await click(app!.button('Delete menu'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/menus/6'));
  });

  it('creates a menu with page, address and nested items', async () => {
    const calls = api({ 'POST /api/v1/landings/12/menus': (init) => ({ status: 201, body: { data: { ...MENU, ...body(init), id: 8 }, message: 'Menu saved.', success: true } }) });
    app = await openApp('/agency/websites/12/menu/create');
    await waitFor(() => expect(app!.text()).toContain('New menu'));
    changeValue(field('Menu name'), 'Footer');
    await click(app!.button('Add item'));
    await click(app!.button('Add item'));
    changeValue(field('Label of item 1'), 'About');
    changeValue(field('Link of item 1'), 'page');
    await waitFor(() => expect(field('Page of item 1').value).toBe('1'));
    changeValue(field('Label of item 2'), 'Blog');
    changeValue(field('Address of item 2'), 'javascript:alert(1)');
    await submit();
    expect(app!.text()).toContain('Use a web address');
    changeValue(field('Address of item 2'), 'blog.example.com');
    await click(app!.button('Put Blog in the dropdown above'));
    await submit();
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/menu/8/edit'));
    expect(sent(calls, 'POST')).toEqual({
      name: 'Footer',
      position: 0,
      items: [{ ...link, label: 'About', page_id: 1, children: [{ ...link, label: 'Blog', url: 'https://blog.example.com' }] }],
    });
  });

  it('edits a menu: takes a child out of its dropdown and reorders', async () => {
    const calls = api({ 'PUT /api/v1/landings/12/menus/6': (init) => ({ body: { data: { ...MENU, ...body(init) }, message: 'Menu saved.', success: true } }) });
    app = await openApp('/agency/websites/12/menu/6/edit');
    await waitFor(() => expect(field('Section of item 2.1').value).toBe('section-bread'));
    await click(app!.button('Take Bread out of the dropdown'));
    await click(app!.button('Move Bread up'));
    await submit();
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/menus/6'));
    expect((sent(calls, 'PUT').items as { label: string }[]).map((i) => i.label)).toEqual(['Home', 'Bread', 'Shop']);
  });
});
