// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { dragAnnouncement, pressKey } from '../../../../test/keys.ts';
import { click, waitFor } from '../../../../test/render.tsx';
import { indent, moveAt, newItem, outdent, type ItemDraft } from './menu-draft.ts';
import { canDropNextTo, dropNextTo } from './menu-reorder.ts';

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

const press = pressKey;
const announced = () => dragAnnouncement(app!.view.container);

describe('menu item moves', () => {
  const item = (label: string, children: ItemDraft[] = []): ItemDraft => ({ ...newItem(), label, children });
  const labels = (items: ItemDraft[]): string[] => items.map((i) => (i.children.length ? `${i.label}(${labels(i.children).join(',')})` : i.label));
  it('reorders, nests one level and un-nests', () => {
    const items = [item('A'), item('B'), item('C')];
    expect(moveAt(items, [2], -1).map((i) => i.label)).toEqual(['A', 'C', 'B']);
    const nested = indent(items, 1);
    expect(nested.map((i) => i.label)).toEqual(['A', 'C']);
    expect(nested[0]!.children.map((i) => i.label)).toEqual(['B']);
    expect(indent(nested, 0)).toBe(nested);
    expect(outdent(nested, [0, 0]).map((i) => i.label)).toEqual(['A', 'B', 'C']);
  });

  it('drops an item next to another: after it coming from above, before it coming from below', () => {
    const [a, b, c] = [item('A'), item('B'), item('C')];
    expect(labels(dropNextTo([a, b, c], a.key, c.key))).toEqual(['B', 'C', 'A']);
    expect(labels(dropNextTo([a, b, c], c.key, a.key))).toEqual(['C', 'A', 'B']);
    expect(labels(dropNextTo([a, b, c], b.key, b.key))).toEqual(['A', 'B', 'C']);
  });

  it('drops into and out of a dropdown, and reorders within one', () => {
    const [x, y] = [item('X'), item('Y')];
    const [a, b, c] = [item('A'), item('B', [x, y]), item('C')];
    expect(labels(dropNextTo([a, b, c], a.key, x.key))).toEqual(['B(X,A,Y)', 'C']);
    expect(labels(dropNextTo([a, b, c], c.key, y.key))).toEqual(['A', 'B(X,C,Y)']);
    expect(labels(dropNextTo([a, b, c], y.key, a.key))).toEqual(['Y', 'A', 'B(X)', 'C']);
    expect(labels(dropNextTo([a, b, c], x.key, c.key))).toEqual(['A', 'B(Y)', 'C', 'X']);
    expect(labels(dropNextTo([a, b, c], x.key, y.key))).toEqual(['A', 'B(Y,X)', 'C']);
  });

  it('keeps one level of nesting: an item with a dropdown stays at the top, and never goes into its own dropdown', () => {
    const x = item('X');
    const [a, b] = [item('A', [x]), item('B', [item('Y')])];
    expect(canDropNextTo([a, b], a.key, b.children[0]!.key)).toBe(false);
    expect(dropNextTo([a, b], a.key, b.children[0]!.key)).toEqual([a, b]);
    expect(canDropNextTo([a, b], a.key, x.key)).toBe(false);
    expect(labels(dropNextTo([a, b], a.key, b.key))).toEqual(['B(Y)', 'A(X)']);
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

  it('reorders items by keyboard with the drag handle, saying where each goes, and saves the order', async () => {
    const calls = api({ 'PUT /api/v1/landings/12/menus/6': (init) => ({ body: { data: { ...MENU, ...body(init) }, message: 'Menu saved.', success: true } }) });
    app = await openApp('/agency/websites/12/menu/6/edit');
    await waitFor(() => expect(field('Section of item 2.1').value).toBe('section-bread'));
    const handle = app.button('Drag to reorder Home')!;
    expect(handle.getAttribute('aria-roledescription')).toBe('draggable');
    handle.focus();
    await press(handle, 'Space');
    await waitFor(() => expect(announced()).toContain('Picked up Home.'));
    await press(document, 'ArrowDown');
    await waitFor(() => expect(announced()).toBe('Home will go after Shop.'));
    await press(document, 'ArrowDown');
    await waitFor(() => expect(announced()).toBe('Home will go in the dropdown of Shop, after Bread.'));
    await press(document, 'Space');
    await waitFor(() => expect(announced()).toBe('Home was moved in the dropdown of Shop, after Bread.'));
    expect(field('Label of item 1.2').value).toBe('Home');

    await press(app.button('Drag to reorder Bread')!, 'Space');
    await waitFor(() => expect(announced()).toContain('Picked up Bread.'));
    await press(document, 'ArrowUp');
    await waitFor(() => expect(announced()).toBe('Bread will go before Shop.'));
    await press(document, 'Space');
    await submit();
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/menus/6'));
    const items = sent(calls, 'PUT').items as { label: string; children: { label: string }[] }[];
    expect(items.map((i) => [i.label, i.children.map((c) => c.label)])).toEqual([
      ['Bread', []],
      ['Shop', ['Home']],
    ]);
  });

  it('puts an item back when the keyboard drag is cancelled with Escape', async () => {
    api();
    app = await openApp('/agency/websites/12/menu/6/edit');
    await waitFor(() => expect(field('Label of item 1').value).toBe('Home'));
    await press(app.button('Drag to reorder Home')!, 'Space');
    await waitFor(() => expect(announced()).toContain('Picked up Home.'));
    await press(document, 'ArrowDown');
    await press(document, 'Escape');
    await waitFor(() => expect(announced()).toBe('Moving Home was cancelled; it is back where it was.'));
    expect(field('Label of item 1').value).toBe('Home');
    expect(field('Label of item 2').value).toBe('Shop');
  });
});
