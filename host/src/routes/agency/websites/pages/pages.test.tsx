// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, LANDINGS, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const base = { landing_id: 12, title: '', description: '', version: 2, updated_at: '2026-01-03T00:00:00.000Z' };
const HOME = { ...base, id: 1, name: 'Home', unique_name: 'home', is_home: true, published_version: 2, published_at: '2026-01-03T00:00:00.000Z' };
const ABOUT = { ...base, id: 2, name: 'About', unique_name: 'about', is_home: false, published_version: null, published_at: null };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const saved = (data: unknown, message = 'Saved.') => ({ body: { data, message, success: true } });
const sent = (api: ReturnType<typeof mockApi>, method: string, url: string) => body(api.fetchMock.mock.calls.find(([u, init]) => u === url && init?.method === method)![1]);
const field = (label: string, root: HTMLElement) => fieldByLabel(root, label);

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12': () => ({ body: { data: LANDINGS.data[0] } }),
    'GET /api/v1/landings/12/pages': () => ({ body: { data: [HOME, ABOUT], meta: { total: 2 } } }),
    'GET /api/v1/page-templates': () => ({ body: { data: [{ id: 9, name: 'Contact', category: 'Basics' }], meta: { total: 1 } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/pages', () => {
  it('lists the pages with status and offers home and delete only for other pages', async () => {
    api();
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.text()).toContain('About'));
    expect(app!.text()).toContain('Published');
    expect(app!.text()).toContain('Draft');
    expect(app!.button('Set Home as home page')).toBeNull();
    expect(app!.button('Delete Home')).toBeNull();
    expect(app!.button('Set About as home page')).not.toBeNull();
    expect(app!.button('Unpublish Home')).not.toBeNull();
    expect(app!.button('Unpublish About')).toBeNull();
  });

  it('creates a page from a page template', async () => {
    const calls = api({ 'POST /api/v1/landings/12/pages': () => ({ status: 201, ...saved({ ...ABOUT, id: 3, name: 'Contact' }) }) });
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.button('Create page')).not.toBeNull());
    await click(app!.button('Create page'));
    const dialog = app!.dialog('Create a page')!;
    await click(dialog.querySelector('button[type="submit"]'));
    expect(dialog.textContent).toContain('The name field is required.');
    changeValue(field('Name', dialog), 'Contact us');
    const contact = () => [...dialog.querySelectorAll<HTMLElement>('.template-card')].find((card) => card.querySelector('.template-card__name')?.textContent === 'Contact');
    await waitFor(() => expect(contact()?.textContent).toContain('Basics'));
    await waitFor(() => expect(calls.calls).toContain('GET /api/v1/page-templates/9/preview-token'));
    await click(contact()!.querySelector('input[type="radio"]'));
    await click(dialog.querySelector('button[aria-label="Preview Contact"]'));
    const tab = [...app!.dialog('Preview of Contact')!.querySelectorAll('a')].find((link) => link.textContent === 'Open in a new tab')!;
    expect(tab.getAttribute('href')).toBe('/page-templates/9/preview');
    await click([...app!.dialog('Preview of Contact')!.querySelectorAll('button')].find((button) => button.textContent === 'Back')!);
    expect(app!.dialog('Preview of Contact')).toBeNull();
    expect(contact()!.querySelector<HTMLInputElement>('input[type="radio"]')!.checked).toBe(true);
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.dialog('Create a page')).toBeNull());
    expect(sent(calls, 'POST', '/api/v1/landings/12/pages')).toEqual({ name: 'Contact us', title: '', description: '', source: 'template', page_template_id: 9 });
  });

  it('renames a page and shows the server field error of a taken address', async () => {
    let attempts = 0;
    const calls = api({
      'PUT /api/v1/landings/12/pages/2': () =>
        ++attempts === 1
          ? { status: 422, body: { message: 'The given data was invalid.', errors: { unique_name: ['This address is already used by another page.'] } } }
          : saved({ ...ABOUT, name: 'About us' }),
    });
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.button('Edit About')).not.toBeNull());
    await click(app!.button('Edit About'));
    const dialog = app!.dialog('Edit page')!;
    changeValue(field('Name', dialog), 'About us');
    changeValue(field('Address', dialog), 'home');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(dialog.textContent).toContain('This address is already used by another page.'));
    changeValue(field('Address', dialog), 'about-us');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.dialog('Edit page')).toBeNull());
    expect(calls.fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => body(init).unique_name)).toEqual(['home', 'about-us']);
  });

  it('sets the home page, clones, unpublishes and deletes after a confirmation', async () => {
    const calls = api({
      'POST /api/v1/landings/12/pages/2/set-home': () => saved({ ...ABOUT, is_home: true }),
      'POST /api/v1/landings/12/pages/2/clone': () => ({ status: 201, ...saved({ ...ABOUT, id: 5 }) }),
      'POST /api/v1/landings/12/pages/1/unpublish': () => saved({ ...HOME, published_version: null }),
      'DELETE /api/v1/landings/12/pages/2': () => ({ body: { message: 'Page deleted.', success: true } }),
    });
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.button('Set About as home page')).not.toBeNull());
    await click(app!.button('Set About as home page'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/pages/2/set-home'));
    await click(app!.button('Clone About'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/pages/2/clone'));
    await click(app!.button('Unpublish Home'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/pages/1/unpublish'));
    await click(app!.button('Delete About'));
    expect(calls.calls).not.toContain('DELETE /api/v1/landings/12/pages/2');
    await click(app!.button('Delete page'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/pages/2'));
  });

  it('warns before deleting a page that other pages link to, naming them', async () => {
    api({
      'GET /api/v1/landings/12/pages/page-relations': () => ({
        body: { data: [{ page_id: 1, links_to: [2], linked_from: [] }, { page_id: 2, links_to: [], linked_from: [1] }], meta: { total: 2 } },
      }),
    });
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.button('Delete About')).not.toBeNull());
    await click(app!.button('Delete About'));
    await waitFor(() => expect(app!.dialog('Delete this page?')?.textContent).toContain('Links to it on Home will lead nowhere.'));
  });

  it('switches sharing a page by link on and offers its public link to copy', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = api({
      'GET /api/v1/landings/12/pages/2/unique-id': () => ({ body: { data: { sharing: false, unique_id: null } } }),
      'PUT /api/v1/landings/12/pages/2/sharing': () => saved({ sharing: true, unique_id: 'share-about' }, 'Sharing by link is on.'),
    });
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.button('Share About')).not.toBeNull());
    await click(app!.button('Share About'));
    await waitFor(() => expect(app!.dialog('Share About')?.querySelector('[role="switch"]')).toBeTruthy());
    const dialog = app!.dialog('Share About')!;
    await click(dialog.querySelector('input[role="switch"]'));
    const link = `${window.location.origin}/agency/pages/share-about`;
    await waitFor(() => expect(field('Share link', dialog).value).toBe(link));
    expect(sent(calls, 'PUT', '/api/v1/landings/12/pages/2/sharing')).toEqual({ sharing: true });
    await click(app!.button('Copy share link of About'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
  });

  it('opens the draft preview in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    api({ 'GET /api/v1/pages/2/preview-token': () => ({ body: { url: '/api/v1/pages/2/preview?token=t', expires_at: '2026-01-04T00:00:00.000Z' } }) });
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.button('Preview About')).not.toBeNull());
    await click(app!.button('Preview About'));
    await waitFor(() => expect(tab.location.href).toBe('/api/v1/pages/2/preview?token=t'));
  });

  it('publishes the site: lists the pages with unpublished changes, says how far it is, then each page\'s outcome', async () => {
    const CONTACT = { ...base, id: 3, name: 'Contact', unique_name: 'contact', is_home: false, version: 3, published_version: 2, published_at: '2026-01-03T00:00:00.000Z' };
    const outcome = (page: typeof ABOUT | typeof CONTACT, status: 'published' | 'failed') => ({
      page_id: page.id,
      name: page.name,
      url: `http://bakery.localhost:3000/${page.unique_name}`,
      status,
      message: status === 'published' ? 'Published.' : 'This page could not be published; what was live before stays live.',
      published_version: status === 'published' ? page.version : page.published_version,
      published_at: null,
      left_out: [],
    });
    const calls = api({
      'GET /api/v1/landings/12/pages': () => ({ body: { data: [HOME, ABOUT, CONTACT], meta: { total: 3 } } }),
      'POST /api/v1/landings/12/publish': (init) => {
        const [id] = body(init).page_ids as number[];
        const page = id === ABOUT.id ? ABOUT : CONTACT;
        const status = page === ABOUT ? 'published' : 'failed';
        return { body: { data: { pages: [outcome(page, status)], unchanged: 0 }, message: '', success: status === 'published' } };
      },
    });
    // The first page's publish waits until the test has seen the progress.
    const answer = calls.fetchMock.getMockImplementation()!;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    calls.fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url.endsWith('/publish')) await held;
      return answer(url, init);
    });
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(app!.button('Publish site')).not.toBeNull());
    await click(app!.button('Publish site'));
    // The dialog's code loads on its first opening.
    await waitFor(() => expect(app!.dialog('Publish site')).not.toBeNull(), 5000);
    const dialog = app!.dialog('Publish site')!;
    await waitFor(() => expect(dialog.textContent).toContain('These 2 pages go live:'));
    expect(dialog.textContent).toContain('About /aboutNever published');
    expect(dialog.textContent).toContain('Contact /contactChanged since published');
    expect(dialog.textContent).not.toContain('Home');

    await click(dialog.querySelector('.modal__footer .btn--primary'));
    await waitFor(() => expect(dialog.textContent).toContain('Publishing 1 of 2: About…'));
    release();
    await waitFor(() => expect(dialog.textContent).toContain('1 of 2 pages published; 1 could not be.'));
    expect(sent(calls, 'POST', '/api/v1/landings/12/publish')).toEqual({ page_ids: [ABOUT.id] });
    expect(calls.fetchMock.mock.calls.filter(([url]) => url === '/api/v1/landings/12/publish').map(([, init]) => body(init))).toEqual([{ page_ids: [2] }, { page_ids: [3] }]);
    expect(dialog.querySelector('a[aria-label="View About live"]')!.getAttribute('href')).toBe('http://bakery.localhost:3000/about');
    expect(dialog.textContent).toContain('Contact Failed This page could not be published; what was live before stays live.');
  });
});
