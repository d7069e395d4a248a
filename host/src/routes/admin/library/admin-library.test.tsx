// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { click, waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

const template = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  category: '',
  published: false,
  published_at: null,
  version: 1,
  updated_at: '2026-01-03T00:00:00.000Z',
  ...extra,
});
const HERO = template(4, 'Hero page', { category: 'Sales', published: true, published_at: '2026-01-03T00:00:00.000Z' });
const DRAFT = template(5, 'Draft page');
const emptyDesign = { schemaVersion: 1, sections: [] };
const saved = (data: unknown, message = 'Saved.') => ({ body: { data, message, success: true } });
const list = (items: unknown[]) => () => ({ body: { data: items, meta: { total: items.length } } });
const sentBodies = (api: ReturnType<typeof mockApi>, method: string, url: string) =>
  api.fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method).map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/admin-page-templates': list([DRAFT, HERO]),
    ...extra,
  });
}

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.admin);
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('/admin/page-templates', () => {
  it('lists every template with its status, links to its designer, and is reached from the side bar', async () => {
    api({ 'GET /api/v1/agencies': () => ({ body: { data: [], meta: { total: 0 } } }) });
    app = await openApp('/admin/agencies');
    await waitFor(() => expect(app!.link('Page templates')).not.toBeNull());
    await click(app.link('Page templates'));
    await waitFor(() => expect(app!.text()).toContain('Hero page'));
    expect(app.path()).toBe('/admin/page-templates');
    expect(app.text()).toContain('Sales');
    expect(app.button('Unpublish Hero page')).not.toBeNull();
    expect(app.button('Publish Draft page')).not.toBeNull();
    expect(app.link('Design Draft page')?.getAttribute('href')).toBe('/admin/page-templates/5/sandbox_design');
    expect(app.link('Preview Draft page')?.getAttribute('href')).toBe('/page-templates/5/preview');
    expect(app.link('Preview Draft page')?.target).toBe('_blank');
    expect(app.link('Blocks')?.getAttribute('href')).toBe('/admin/blocks');
  });

  it('publishes, clones and deletes from the list', async () => {
    const calls = api({
      'POST /api/v1/admin-page-templates/5/publish': () => saved({ ...DRAFT, published: true }),
      'POST /api/v1/admin-page-templates/4/clone': () => ({ status: 201, ...saved(template(6, 'Hero page (copy)')) }),
      'DELETE /api/v1/admin-page-templates/5': () => ({ body: { message: 'Page template deleted.', success: true } }),
    });
    app = await openApp('/admin/page-templates');
    await waitFor(() => expect(app!.button('Publish Draft page')).not.toBeNull());
    await click(app.button('Publish Draft page'));
    await waitFor(() => expect(sentBodies(calls, 'POST', '/api/v1/admin-page-templates/5/publish')).toEqual([{ published: true }]));
    await click(app.button('Clone Hero page'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/admin-page-templates/4/clone'));
    await click(app.button('Delete Draft page'));
    await click(app.dialog('Delete this page template?')!.querySelector('.btn--danger-solid'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/admin-page-templates/5'));
    // Each change reads the list again.
    await waitFor(() => expect(calls.calls.filter((call) => call === 'GET /api/v1/admin-page-templates').length).toBeGreaterThanOrEqual(4));
  });

  it('creates a template, naming the field the server refuses', async () => {
    let attempts = 0;
    const calls = api({
      'POST /api/v1/admin-page-templates': () =>
        ++attempts === 1
          ? { status: 422, body: { message: 'The category may not be longer than 60 characters.', errors: { category: ['The category may not be longer than 60 characters.'] } } }
          : { status: 201, ...saved(template(7, 'Offer')) },
    });
    app = await openApp('/admin/page-templates/create');
    await waitFor(() => expect(app!.button('Create page template')).not.toBeNull());
    const form = app.view.container.querySelector<HTMLElement>('form[aria-label="New page template"]')!;
    await click(app.button('Create page template'));
    expect(form.textContent).toContain('The name field is required.');
    expect(calls.calls).not.toContain('POST /api/v1/admin-page-templates');

    changeValue(fieldByLabel(form, 'Name'), ' Offer ');
    changeValue(fieldByLabel(form, 'Category'), 'Sales');
    await click(app.button('Create page template'));
    await waitFor(() => expect(form.textContent).toContain('The category may not be longer than 60 characters.'));
    expect(app.path()).toBe('/admin/page-templates/create');
    await click(app.button('Create page template'));
    await waitFor(() => expect(app!.path()).toBe('/admin/page-templates'));
    expect(sentBodies(calls, 'POST', '/api/v1/admin-page-templates')[1]).toEqual({ name: 'Offer', category: 'Sales' });
  });

  it('edits the name, category and published state', async () => {
    const calls = api({
      'GET /api/v1/admin-page-templates/5': () => ({ body: { data: { ...DRAFT, design: emptyDesign } } }),
      'PUT /api/v1/admin-page-templates/5': () => saved({ ...DRAFT, name: 'Landing' }),
      'POST /api/v1/admin-page-templates/5/publish': () => saved({ ...DRAFT, name: 'Landing', published: true }),
    });
    app = await openApp('/admin/page-templates/5/edit');
    await waitFor(() => expect(app!.view.container.querySelector('form[aria-label="Edit page template"]')).not.toBeNull());
    const form = app.view.container.querySelector<HTMLElement>('form[aria-label="Edit page template"]')!;
    expect((fieldByLabel(form, 'Name') as HTMLInputElement).value).toBe('Draft page');
    expect(app.link('Design')?.getAttribute('href')).toBe('/admin/page-templates/5/sandbox_design');
    changeValue(fieldByLabel(form, 'Name'), 'Landing');
    await click(form.querySelector('input[type="checkbox"]'));
    await click(app.button('Save'));
    await waitFor(() => expect(app!.path()).toBe('/admin/page-templates'));
    expect(sentBodies(calls, 'PUT', '/api/v1/admin-page-templates/5')).toEqual([{ name: 'Landing', category: '' }]);
    expect(sentBodies(calls, 'POST', '/api/v1/admin-page-templates/5/publish')).toEqual([{ published: true }]);
  });

  it('is not reached by an agency', async () => {
    signedInAs(PROFILES.agency);
    const calls = api({ 'GET /api/v1/landings': () => ({ body: { data: [], meta: { total: 0 } } }) });
    app = await openApp('/admin/page-templates');
    await waitFor(() => expect(app!.path()).not.toBe('/admin/page-templates'));
    expect(calls.calls).not.toContain('GET /api/v1/admin-page-templates');
  });
});

describe('/admin/blocks', () => {
  it('creates a block as one empty section to design afterwards', async () => {
    const calls = api({
      'GET /api/v1/admin-blocks/all': list([]),
      'POST /api/v1/admin-blocks': () => ({ status: 201, ...saved({ ...template(3, 'Pricing'), design: emptyDesign }) }),
    });
    app = await openApp('/admin/blocks/create');
    await waitFor(() => expect(app!.button('Create block')).not.toBeNull());
    const form = app.view.container.querySelector<HTMLElement>('form[aria-label="New block"]')!;
    changeValue(fieldByLabel(form, 'Name'), 'Pricing');
    await click(app.button('Create block'));
    await waitFor(() => expect(app!.path()).toBe('/admin/blocks'));
    const [body] = sentBodies(calls, 'POST', '/api/v1/admin-blocks');
    expect(body).toMatchObject({ name: 'Pricing', category: '' });
    expect(body.design.sections).toHaveLength(1);
    expect(body.design.sections[0].rows[0].columns[0]).toMatchObject({ key: 'column', elements: [] });
    await waitFor(() => expect(app!.text()).toContain('No blocks yet'));
  });
});
