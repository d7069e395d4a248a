// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { click, waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

const TEMPLATE = { id: 3, name: 'Bakery', description: '', category: 'Food', published: false, published_at: null, pages_count: 2, updated_at: '2026-01-03T00:00:00.000Z' };
const page = (id: number, name: string, isHome = false) => ({ id, name, unique_name: name.toLowerCase(), title: '', description: '', is_home: isHome, version: 1 });
const list = (items: unknown[]) => () => ({ body: { data: items, meta: { total: items.length } } });
const sentBodies = (api: ReturnType<typeof mockApi>, method: string, url: string) =>
  api.fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method).map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/admin-templates': list([TEMPLATE]),
    'GET /api/v1/admin-templates/3': () => ({ body: { data: TEMPLATE } }),
    'GET /api/v1/admin-templates/3/pages': list([page(1, 'Home', true), page(2, 'About')]),
    // The template's Blog tab is the blog app's: its screens ask which apps are held.
    'GET /api/v1/apps': list([{ id: 'blog', label: 'Blog', description: 'Posts.', icon: 'book-open', screenshots: [], premium: false, elements: [], screens: [{ label: 'Blog', scope: 'template' }], held: true }]),
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

describe('/admin/templates', () => {
  it('lists site templates with a link to their pages, reached from the side bar', async () => {
    api({ 'GET /api/v1/agencies': list([]) });
    app = await openApp('/admin/agencies');
    await waitFor(() => expect(app!.link('Site templates')).not.toBeNull());
    await click(app.link('Site templates'));
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    expect(app.link('Pages Bakery')?.getAttribute('href')).toBe('/admin/templates/3/pages');
    expect(app.link('Design Bakery')).toBeNull();
    expect(app.link('Preview Bakery')?.getAttribute('href')).toBe('/templates/3/preview');
  });

  it('creates a template with a description', async () => {
    const calls = api({ 'POST /api/v1/admin-templates': () => ({ status: 201, body: { data: TEMPLATE, message: 'Template created.', success: true } }) });
    app = await openApp('/admin/templates/create');
    await waitFor(() => expect(app!.button('Create site template')).not.toBeNull());
    const form = app.view.container.querySelector<HTMLElement>('form[aria-label="New site template"]')!;
    changeValue(fieldByLabel(form, 'Name'), 'Bakery');
    changeValue(fieldByLabel(form, 'Description'), 'For bakers ');
    await click(app.button('Create site template'));
    await waitFor(() => expect(app!.path()).toBe('/admin/templates'));
    expect(sentBodies(calls, 'POST', '/api/v1/admin-templates')).toEqual([{ name: 'Bakery', category: '', description: 'For bakers' }]);
  });
});

describe('/admin/templates/{templateId}/pages', () => {
  it('lists the pages with their designer, adds a page, sets the home page and deletes one', async () => {
    const calls = api({
      'POST /api/v1/admin-templates/3/pages': () => ({ status: 201, body: { data: page(3, 'Contact'), message: 'Page created.', success: true } }),
      'POST /api/v1/admin-templates/3/pages/2/set-home': () => ({ body: { data: page(2, 'About', true), message: 'Home page set.', success: true } }),
      'DELETE /api/v1/admin-templates/3/pages/2': () => ({ body: { message: 'Page deleted.', success: true } }),
    });
    app = await openApp('/admin/templates/3/pages');
    await waitFor(() => expect(app!.text()).toContain('Pages of Bakery'));
    await waitFor(() => expect(app!.link('Design About')).not.toBeNull());
    expect(app.link('Design Home')?.getAttribute('href')).toBe('/admin/templates/3/pages/1/design');
    expect(app.link('Preview About')?.getAttribute('href')).toBe('/templates/3/pages/2/preview');
    expect(app.link('Preview About')?.target).toBe('_blank');
    expect(app.button('Delete Home')).toBeNull();

    const form = app.view.container.querySelector<HTMLElement>('form[aria-label="Add a page"]')!;
    await click(app.button('Add page'));
    expect(form.textContent).toContain('The name field is required.');
    changeValue(fieldByLabel(form, 'New page'), 'Contact');
    await click(app.button('Add page'));
    await waitFor(() => expect(sentBodies(calls, 'POST', '/api/v1/admin-templates/3/pages')).toEqual([{ name: 'Contact' }]));

    await click(app.button('Set About as home page'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/admin-templates/3/pages/2/set-home'));
    await click(app.button('Delete About'));
    await click(app.dialog('Delete this page?')!.querySelector('.btn--danger-solid'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/admin-templates/3/pages/2'));
  });
});

describe('site template tools', () => {
  it('makes a template from a website share link and opens its pages', async () => {
    const uniqueId = '0b6f7d1c-2a3e-4c5d-8e9f-0a1b2c3d4e5f';
    const calls = api({ [`POST /api/v1/admin-templates/import/landing/${uniqueId}/unique-id`]: () => ({ status: 201, body: { data: TEMPLATE, message: 'Template created from the website.', success: true } }) });
    app = await openApp('/admin/templates');
    await waitFor(() => expect(app!.button('From a website')).not.toBeNull());
    await click(app.button('From a website'));
    const dialog = app.dialog('A template from a website')!;
    changeValue(fieldByLabel(dialog, 'Share link of the website'), 'not a link');
    await click(dialog.querySelector('button[type="submit"]'));
    expect(dialog.textContent).toContain("Paste a website's share link.");
    changeValue(fieldByLabel(dialog, 'Share link of the website'), `https://app.example.test/agency/websites/${uniqueId}`);
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.path()).toBe('/admin/templates/3/pages'));
    expect(calls.calls).toContain(`POST /api/v1/admin-templates/import/landing/${uniqueId}/unique-id`);
  });

  it("edits the settings a template's websites start with, and converts its pages", async () => {
    const calls = api({
      'GET /api/v1/admin-templates/3': () => ({ body: { data: { ...TEMPLATE, site: { title: 'Bakery site', description: 'Bread', settings: { lang: 'de' } } } } }),
      'PUT /api/v1/admin-templates/3/settings': () => ({ body: { data: { title: 'Bakery site', description: 'Bread', settings: { lang: 'fr' } }, message: 'Settings saved.', success: true } }),
      'PUT /api/v1/admin-templates/3/convert': () => ({ body: { data: { pages_converted: 1, schema_version: 1 }, message: 'Template converted to the current editor.', success: true } }),
    });
    app = await openApp('/admin/templates/3/pages');
    await waitFor(() => expect(app!.link('Site settings')).not.toBeNull());
    await click(app.link('Site settings'));
    await waitFor(() => expect((fieldByLabel(app!.view.container, 'Language') as HTMLInputElement).value).toBe('de'));
    expect((fieldByLabel(app.view.container, 'Title') as HTMLInputElement).value).toBe('Bakery site');
    changeValue(fieldByLabel(app.view.container, 'Language'), 'fr');
    await click(app.button('Save settings'));
    await waitFor(() => expect(sentBodies(calls, 'PUT', '/api/v1/admin-templates/3/settings')[0]).toMatchObject({ title: 'Bakery site', description: 'Bread', lang: 'fr' }));
    await click(app.button('Convert to the current editor'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/admin-templates/3/convert'));
  });
});

describe("a site template's blog", () => {
  const POST = { id: 1, title: 'Welcome', unique_name: 'welcome', description: '', image: '', author: 'Ann', version: 2 };

  it('lists the posts with design, edit and preview links, and writes a new one', async () => {
    const calls = api({
      'GET /api/v1/admin-templates/3/blogs': list([POST]),
      'POST /api/v1/admin-templates/3/blogs': () => ({ status: 201, body: { data: { ...POST, id: 2, title: 'Opening hours' }, message: 'Blog post created.', success: true } }),
    });
    app = await openApp('/admin/templates/3/pages');
    // The template's own Blog tab, not the admin's Blog in the side bar.
    const blogTab = () => app!.view.container.querySelector<HTMLAnchorElement>('a[href="/admin/templates/3/blog"]');
    await waitFor(() => expect(blogTab()).not.toBeNull());
    await click(blogTab());
    await waitFor(() => expect(app!.text()).toContain('/blog/welcome'));
    expect(app.link('Design Welcome')?.getAttribute('href')).toBe('/admin/templates/3/blog/1/design');
    expect(app.link('Preview Welcome')?.getAttribute('href')).toBe('/templates/3/blog/1/preview');
    await click(app.link('Write a post'));
    expect(app.path()).toBe('/admin/templates/3/blog/create');
    const dialog = app.dialog('Write a post')!;
    await click(dialog.querySelector('button[type="submit"]'));
    expect(dialog.textContent).toContain('The title field is required.');
    changeValue(fieldByLabel(dialog, 'Title'), 'Opening hours');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.path()).toBe('/admin/templates/3/blog'));
    expect(sentBodies(calls, 'POST', '/api/v1/admin-templates/3/blogs')).toEqual([{ title: 'Opening hours', description: '', author: '', image: '' }]);
  });

  it("edits a post from its own address, showing the server's refusal of a taken address", async () => {
    api({
      'GET /api/v1/admin-templates/3/blogs': list([POST]),
      'PUT /api/v1/admin-templates/3/blogs/1': () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { unique_name: ['Another post of this website already has this address.'] } } }),
    });
    app = await openApp('/admin/templates/3/blog/1/edit');
    await waitFor(() => expect(app!.dialog('Edit post')).not.toBeNull());
    const dialog = app.dialog('Edit post')!;
    expect((fieldByLabel(dialog, 'Author') as HTMLInputElement).value).toBe('Ann');
    changeValue(fieldByLabel(dialog, 'Address'), 'taken');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(dialog.textContent).toContain('Another post of this website already has this address.'));
  });
});
