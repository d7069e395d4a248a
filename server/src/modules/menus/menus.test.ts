import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1/landings/${owner.landingId}/menus${url}`, token: as, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Menu Makers');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('menus', () => {
  it('keeps nested items leading to a page, a section or a normalised address, in order', async () => {
    const response = await api('POST', '', {
      name: 'Main',
      position: 2,
      items: [
        { label: 'Home', page_id: owner.pageId },
        { label: 'Prices', page_id: owner.pageId, section_id: 'section-prices' },
        { label: 'More', children: [{ label: 'Blog', url: 'example.com/blog', new_window: true }, { label: 'About', url: '/about' }, { label: 'Top', url: '#' }] },
      ],
    });
    expect(response.statusCode).toBe(201);
    const menu = response.json().data;
    expect(menu.items[2].children.map((child: { url: string }) => child.url)).toEqual(['https://example.com/blog', '/about', '#']);
    expect(menu.items[2].children[0].new_window).toBe(true);
    expect(menu.items[1]).toMatchObject({ page_id: owner.pageId, section_id: 'section-prices' });
    await api('POST', '', { name: 'Footer', position: 1 });
    expect((await api('GET', '')).json().data.map((item: { name: string }) => item.name)).toEqual(['Footer', 'Main']);
  });

  it('refuses script links and pages of other websites, changing nothing, and drops a third level', async () => {
    const other = await t.createAgency('Menu Rivals');
    const menu = (await api('GET', '')).json().data[1];
    const cases: [object, string, string][] = [
      [{ name: 'M', items: [{ label: 'X', url: 'javascript:alert(1)' }] }, 'items.0.url', 'Use a web address (example.com), a path (/about), a #section, or a mailto:, tel: or sms: link.'],
      [{ name: 'M', items: [{ label: 'X', page_id: other.pageId }] }, 'items.0.page_id', 'The selected page is not a page of this website.'],
      [{ name: 'M', items: [{ label: '' }] }, 'items.0.label', 'Give the menu item a label.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await api('PUT', `/${menu.id}`, body);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field], field).toEqual([message]);
    }
    expect((await api('GET', `/${menu.id}`)).json().data.name).toBe('Main');
    // A third level is not kept: menus nest one level, as the Navigation element shows them.
    const deeper = await api('PUT', `/${menu.id}`, { name: 'M', items: [{ label: 'A', children: [{ label: 'B', children: [{ label: 'C' }] }] }] });
    expect(deeper.json().data.items[0].children[0]).not.toHaveProperty('children');
    expect((await api('GET', `/${menu.id}`)).json().data.name).toBe('M');
  });

  it('deletes a menu; other agencies get 404 and sub-users without the permission 403', async () => {
    const menu = (await api('GET', '')).json().data[0];
    const rival = await t.login((await t.createAgency('Menu Thieves')).credentials);
    expect((await api('DELETE', `/${menu.id}`, undefined, rival)).statusCode).toBe(404);
    const subId = await t.createUser({ email: 'menu-sub@example.test', role: 'WebsiteUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, owner.landingId, ['pages.view']);
    expect((await api('POST', '', { name: 'Nope' }, await t.tokenFor(subId))).statusCode).toBe(403);
    expect((await api('DELETE', `/${menu.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/${menu.id}`)).statusCode).toBe(404);
  });
});
