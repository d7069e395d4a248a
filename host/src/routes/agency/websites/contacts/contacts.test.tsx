// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const contact = (id: number, name: string, email: string, extra: object = {}) => ({
  id,
  landing_id: 12,
  page_id: 1,
  page_name: 'Home',
  element_id: 'element-form1',
  fields: { fullName: name, email, consent: true },
  source: 'form',
  name,
  email,
  phone: null,
  tags: [],
  created_at: '2026-01-05T09:00:00.000Z',
  ...extra,
});
const ADA = contact(31, 'Ada Lovelace', 'ada@acme.test', { tags: ['VIP'], phone: '+44 20 7946 0000' });
const GRACE = contact(32, 'Grace Hopper', 'grace@navy.test', { source: 'card_lead', page_id: null, page_name: null, element_id: '' });

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/contacts': () => ({ body: { data: [ADA, GRACE], meta: { total: 60 } } }),
    'GET /api/v1/landings/12/contacts/tags': () => ({ body: { data: ['VIP', 'newsletter'] } }),
    ...extra,
  });
}
const bodyOf = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/contacts', () => {
  it('lists contacts in a table and keeps its filters in the address, asking the server for each page', async () => {
    const { calls } = api();
    app = await openApp('/agency/websites/12/contacts');
    await waitFor(() => expect(app!.button('Ada Lovelace')).not.toBeNull());
    expect(app!.text()).toContain('60 contacts');
    const rows = [...app!.view.container.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Ada Lovelace', 'ada@acme.test', '+44 20 7946 0000', 'Form', 'VIP', 'Jan 5, 2026'],
      ['Grace Hopper', 'grace@navy.test', '—', 'Card lead', '—', 'Jan 5, 2026'],
    ]);
    expect(calls).toContain('GET /api/v1/landings/12/contacts?page=1&per_page=25');

    changeValue(fieldByLabel(app!.view.container, 'Source'), 'card_lead');
    await waitFor(() => expect(calls).toContain('GET /api/v1/landings/12/contacts?page=1&per_page=25&source=card_lead'));
    changeValue(fieldByLabel(app!.view.container, 'Tag'), 'VIP');
    changeValue(fieldByLabel(app!.view.container, 'Added from'), '2026-01-01');
    changeValue(fieldByLabel(app!.view.container, 'Added to'), '2025-12-01');
    // A range whose ends cross closes on the day just chosen.
    await waitFor(() => expect(calls).toContain('GET /api/v1/landings/12/contacts?page=1&per_page=25&source=card_lead&tag=VIP&from=2025-12-01&to=2025-12-01'));
    expect(app!.router.state.location.search).toBe('?source=card_lead&tag=VIP&from=2025-12-01&to=2025-12-01');
    await click(app!.button('Next'));
    await waitFor(() => expect(calls).toContain('GET /api/v1/landings/12/contacts?page=2&per_page=25&source=card_lead&tag=VIP&from=2025-12-01&to=2025-12-01'));
    changeValue(fieldByLabel(app!.view.container, 'Search name, e-mail or phone'), 'ada');
    await waitFor(() => expect(calls).toContain('GET /api/v1/landings/12/contacts?page=1&per_page=25&search=ada&source=card_lead&tag=VIP&from=2025-12-01&to=2025-12-01'), 3000);
    await click(app!.button('Clear filters'));
    await waitFor(() => expect(app!.router.state.location.search).toBe(''));
  });

  it('opens a contact in a side sheet with its submissions, orders and card leads; Escape closes it and gives the focus back', async () => {
    api({
      'GET /api/v1/landings/12/contacts/31': () => ({
        body: {
          data: {
            contact: ADA,
            submissions: [ADA],
            orders: [{ id: 7, status: 'paid', description: '2 × Field guide', total: 4800, currency: 'usd', created_at: '2026-01-06T09:00:00.000Z' }],
            card_leads: [{ id: 3, card_id: 2, card_name: 'Ann Baker', fields: { fullname: 'Ada Lovelace', email: 'ada@acme.test' }, created_at: '2026-01-07T09:00:00.000Z' }],
          },
        },
      }),
    });
    app = await openApp('/agency/websites/12/contacts');
    await waitFor(() => expect(app!.button('Ada Lovelace')).not.toBeNull());
    const opener = app!.button('Ada Lovelace')!;
    opener.focus();
    await click(opener);
    const sheet = app!.dialog('Ada Lovelace')!;
    expect(sheet.className).toContain('modal--side');
    await waitFor(() => expect(sheet.textContent).toContain('Order #7 · 2 × Field guide · $48.00 · paid'));
    expect(sheet.textContent).toContain('Form submissions1');
    expect(sheet.textContent).toContain('Ann Baker');
    expect(sheet.textContent).toContain('ConsentYes');
    expect(sheet.textContent).toContain('Full nameAda LovelaceE-mailada@acme.test');
    act(() => {
      sheet.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await waitFor(() => expect(app!.dialog('Ada Lovelace')).toBeNull());
    expect(document.activeElement).toBe(app!.button('Ada Lovelace'));
  });

  it("adds and removes a contact's tags from the sheet", async () => {
    const { fetchMock } = api({
      'GET /api/v1/landings/12/contacts/31': () => ({ body: { data: { contact: ADA, submissions: [], orders: [], card_leads: [] } } }),
      'PUT /api/v1/landings/12/contacts/31/tags': (init) => ({ body: { data: { ...ADA, tags: JSON.parse(String(init?.body)).tags } } }),
    });
    app = await openApp('/agency/websites/12/contacts');
    await waitFor(() => expect(app!.button('Ada Lovelace')).not.toBeNull());
    await click(app!.button('Ada Lovelace'));
    const sheet = app!.dialog('Ada Lovelace')!;
    changeValue(fieldByLabel(sheet, 'Add a tag'), 'Newsletter');
    await click(app!.button('Add tag'));
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /api/v1/landings/12/contacts/31/tags')).toEqual({ tags: ['VIP', 'Newsletter'] }));
    fetchMock.mockClear();
    await click(app!.button('Remove tag VIP'));
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /api/v1/landings/12/contacts/31/tags')).toEqual({ tags: [] }));
  });

  it('tags and deletes the selected contacts in bulk, deleting only after a confirmation', async () => {
    const { calls, fetchMock } = api({
      'POST /api/v1/landings/12/contacts/bulk-tag': () => ({ body: { message: 'Tagged 2 contacts.', count: 2 } }),
      'POST /api/v1/landings/12/contacts/bulk-delete': () => ({ body: { message: 'Deleted 1 contact.', count: 1 } }),
    });
    app = await openApp('/agency/websites/12/contacts');
    await waitFor(() => expect(app!.button('Ada Lovelace')).not.toBeNull());
    expect(app!.text()).not.toContain('selected');
    await click(app!.view.container.querySelector('input[aria-label="Select all contacts on this page"]'));
    expect(app!.text()).toContain('2 contacts selected');
    await click(app!.button('Add tag'));
    const dialog = app!.dialog('Tag 2 contacts')!;
    changeValue(fieldByLabel(dialog, 'Tag'), 'Follow up');
    await click([...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Add tag')!);
    await waitFor(() => expect(bodyOf(fetchMock, 'POST /api/v1/landings/12/contacts/bulk-tag')).toEqual({ ids: [31, 32], tag: 'Follow up' }));

    await click(app!.view.container.querySelector('input[aria-label="Select Ada Lovelace"]'));
    expect(app!.text()).toContain('1 contact selected');
    await click(app!.button('Delete'));
    expect(calls.some((call) => call.includes('bulk-delete'))).toBe(false);
    await click(app!.button('Delete 1 contact'));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST /api/v1/landings/12/contacts/bulk-delete')).toEqual({ ids: [32] }));
    await waitFor(() => expect(app!.text()).not.toContain('selected'));
  });

  it('downloads the contacts the current filters keep as CSV, under the name the server gives', async () => {
    const json = api().fetchMock;
    const exports: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!url.startsWith('/api/v1/landings/12/contacts/export')) return json(url, init);
        exports.push(`${url} ${new Headers(init?.headers).get('Authorization')}`);
        return new Response('\uFEFFDate,Source\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="bakery-contacts.csv"' } });
      }),
    );
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    // jsdom has no object URLs: a subclass stands in for the global for this test.
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = () => 'blob:csv';
      static override revokeObjectURL = () => {};
    });
    app = await openApp('/agency/websites/12/contacts?search=ada&source=form&tag=VIP');
    await waitFor(() => expect(app!.button('Export filtered CSV')).not.toBeNull());
    await click(app!.button('Export filtered CSV'));
    await waitFor(() => expect(saved).toEqual([{ name: 'bakery-contacts.csv', href: 'blob:csv' }]));
    expect(exports).toEqual(['/api/v1/landings/12/contacts/export?search=ada&source=form&tag=VIP Bearer tok']);
  });
});
