// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { click, waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

const category = (id: number, name: string, extra: object = {}) => ({ id, name, published: true, templates_count: 0, updated_at: '2026-11-01T00:00:00.000Z', ...extra });
const FOOD = category(1, 'Food', { templates_count: 2 });
const HIDDEN = category(2, 'Seasonal', { published: false });
const saved = (data: unknown, message = 'Saved.') => ({ body: { data, message, success: true } });
const sent = (api: ReturnType<typeof mockApi>, method: string, url: string) =>
  api.fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method).map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.admin);
});
afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('/admin/templates/categories', () => {
  it('is reached from the site templates, lists the categories with their counts, and adds, renames, hides and deletes them', async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/admin-templates': () => ({ body: { data: [], meta: { total: 0 } } }),
      'GET /api/v1/admin-template-categories': () => ({ body: { data: [FOOD, HIDDEN], meta: { total: 2 } } }),
      'POST /api/v1/admin-template-categories': () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { name: ['A category with this name already exists.'] } } }),
      'PUT /api/v1/admin-template-categories/1': () => saved({ ...FOOD, name: 'Restaurants' }),
      'POST /api/v1/admin-template-categories/2/publish': () => saved({ ...HIDDEN, published: true }),
      'DELETE /api/v1/admin-template-categories/1': () => ({ body: { message: 'Category deleted.', success: true } }),
    });
    app = await openApp('/admin/templates');
    await waitFor(() => expect(app!.link('Categories')).not.toBeNull());
    await click(app.link('Categories'));
    await waitFor(() => expect(app!.text()).toContain('Seasonal'));
    expect(app.path()).toBe('/admin/templates/categories');
    expect(app.view.container.querySelector('tbody tr')?.textContent).toContain('Food2Published');
    expect(app.text()).toContain('Hidden');

    changeValue(fieldByLabel(app.view.container, 'New category'), 'Food');
    await click(app.button('Add category'));
    await waitFor(() => expect(app!.text()).toContain('A category with this name already exists.'));
    expect(sent(api, 'POST', '/api/v1/admin-template-categories')).toEqual([{ name: 'Food' }]);

    await click(app.button('Rename Food'));
    changeValue(fieldByLabel(app.view.container, 'New name for Food'), 'Restaurants');
    await click(app.button('Save'));
    await waitFor(() => expect(sent(api, 'PUT', '/api/v1/admin-template-categories/1')).toEqual([{ name: 'Restaurants' }]));

    await click(app.button('Publish Seasonal'));
    await waitFor(() => expect(sent(api, 'POST', '/api/v1/admin-template-categories/2/publish')).toEqual([{ published: true }]));

    await click(app.button('Delete Food'));
    const confirm = app.dialog('Delete Food?')!;
    expect(confirm.textContent).toContain('Its 2 templates stay, under no category.');
    await click(confirm.querySelector('.btn--danger-solid'));
    await waitFor(() => expect(api.calls).toContain('DELETE /api/v1/admin-template-categories/1'));
  });
});
