// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const CONTACT = {
  id: 31,
  landing_id: 12,
  page_id: 1,
  page_name: 'Home',
  element_id: 'element-form1',
  fields: { fullName: 'Ada Lovelace', email: 'ada@acme.test', consent: true },
  created_at: '2026-01-05T09:00:00.000Z',
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/contacts': () => ({ body: { data: [CONTACT], meta: { total: 16 } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/contacts', () => {
  it('lists, pages and searches the contacts', async () => {
    const calls = api();
    app = await openApp('/agency/websites/12/contacts');
    await waitFor(() => expect(app!.text()).toContain('Ada Lovelace · ada@acme.test'));
    expect(app!.text()).toContain('16 contacts');
    expect(calls.calls).toContain('GET /api/v1/landings/12/contacts?page=1&per_page=15');
    await click(app!.button('Next'));
    await waitFor(() => expect(calls.calls).toContain('GET /api/v1/landings/12/contacts?page=2&per_page=15'));
    changeValue(fieldByLabel(app!.view.container, 'Search contacts'), 'ada');
    await waitFor(() => expect(calls.calls).toContain('GET /api/v1/landings/12/contacts?page=1&per_page=15&search=ada'), 3000);
  });

  it('shows every answer of a contact and deletes it after a confirmation', async () => {
    const calls = api({ 'DELETE /api/v1/landings/12/contacts/31': () => ({ body: { message: 'Contact deleted.', success: true } }) });
    app = await openApp('/agency/websites/12/contacts');
    await waitFor(() => expect(app!.button('Ada Lovelace · ada@acme.test')).not.toBeNull());
    await click(app!.button('Ada Lovelace · ada@acme.test'));
    const detail = app!.dialog('Contact')!;
    expect(detail.textContent).toContain('consentYes');
    expect(detail.textContent).toContain('PageHome');
    await click(app!.button('Close'));
    await click(app!.button('Delete contact 31'));
    await click(app!.button('Delete contact'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/contacts/31'));
  });

  it('downloads the contacts the current search matches as CSV, under the name the server gives', async () => {
    const json = api().fetchMock;
    const exports: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!url.startsWith('/api/v1/landings/12/contacts/export')) return json(url, init);
        exports.push(`${url} ${new Headers(init?.headers).get('Authorization')}`);
        return new Response('\uFEFFDate,Page\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="bakery-contacts.csv"' } });
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
    app = await openApp('/agency/websites/12/contacts?search=ada');
    await waitFor(() => expect(app!.button('Download CSV')).not.toBeNull());
    await click(app!.button('Download CSV'));
    await waitFor(() => expect(saved).toEqual([{ name: 'bakery-contacts.csv', href: 'blob:csv' }]));
    expect(exports).toEqual(['/api/v1/landings/12/contacts/export?search=ada Bearer tok']);
  });
});
