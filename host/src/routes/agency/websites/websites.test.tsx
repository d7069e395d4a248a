// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { setResponseHandlers } from '../../../api/http-client.ts';
import { openApp, PROFILES, setUpAppTests, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../test/fields.ts';
import { CONFIG, LANDING_DETAIL, LANDINGS, mockApi } from '../../../test/mock-api.ts';
import { click, settle, waitFor } from '../../../test/render.tsx';
import { reactToRealtimeEvent } from '../../../realtime/install-realtime.ts';

let app: OpenedApp | undefined;

const BAKERY = LANDINGS.data[0]!;
const FLORIST = { ...BAKERY, id: 13, title: 'Florist', subdomain: 'florist', status: 'draft', home_page: null, home_page_id: null };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const ok = (message: string, data?: unknown) => ({ body: { ...(data === undefined ? {} : { data }), message, success: true } });
const field = (label: string, root: HTMLElement = app!.view.container) => fieldByLabel(root, label);
/** A gallery card by its template's name, and its radio button. */
const card = (name: string, root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.template-card')].find((each) => each.querySelector('.template-card__name')?.textContent === name) ?? null;
const choice = (name: string, root: HTMLElement) => card(name, root)!.querySelector<HTMLInputElement>('input[type="radio"]')!;
/** The templates the gallery shows, blank start left out. */
const cardNames = (root: HTMLElement) => [...root.querySelectorAll('.template-card')].slice(1).map((each) => each.querySelector('.template-card__name')?.textContent);
/** Opens a card's "more actions" menu and gives its items' names. */
async function openMore(title: string) {
  await waitFor(() => expect(app!.button(`More actions for ${title}`)).not.toBeNull());
  await click(app!.button(`More actions for ${title}`));
  const menu = app!.view.container.querySelector<HTMLElement>('[role="menu"]')!;
  return [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent?.trim());
}

function listApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings': () => ({ body: { data: [BAKERY, FLORIST], meta: { total: 2 } } }),
    'GET /api/v1/templates': () => ({ body: { data: [{ id: 5, name: 'Cafe', description: '', category: 'Food', pages_count: 3 }], meta: { total: 1 } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/websites', () => {
  it('shows each website as a card: status, address, Edit and View, and every other action once in its menu', async () => {
    listApi({ 'GET /api/v1/landings': () => ({ body: { data: [BAKERY, FLORIST, { ...BAKERY, id: 14, title: 'Butcher', pages_with_changes: 2 }], meta: { total: 3 } } }) });
    app = await openApp('/agency/websites');
    await waitFor(() => expect(app!.text()).toContain('Florist'));
    expect(app!.text()).toContain('3 websites');
    const status = (title: string) => app!.view.container.querySelector(`li[aria-label="${title}"] .status-pill`)?.textContent;
    expect([status('Bakery'), status('Florist'), status('Butcher')]).toEqual(['Published', 'Draft', 'Changes waiting: 2 pages have changes that are not live yet']);
    expect(app!.link('bakery.localhost:3000')?.getAttribute('href')).toBe(BAKERY.url);
    expect(app!.text()).toContain('1.5K views in 30 days');
    expect(app!.link('Edit Bakery')?.getAttribute('href')).toBe('/agency/websites/12/pages/1/design');
    expect(app!.link('Edit Florist')?.getAttribute('href')).toBe('/agency/websites/13/pages');
    expect(app!.link('View Bakery')?.getAttribute('href')).toBe(BAKERY.url);

    expect(await openMore('Bakery')).toEqual(['Pages', 'Settings', 'Name and description', 'Open live site', 'Duplicate', 'Share', 'Delete']);
    expect(app!.link('Settings')?.getAttribute('href')).toBe('/agency/websites/12/settings');
    expect(app!.link('Pages')?.getAttribute('href')).toBe('/agency/websites/12/pages');
  });

  it('shows "Publishing 12 pages…" on a website being rendered again, until the realtime event says it is done', async () => {
    let rendering: { pages: number } | null = { pages: 12 };
    listApi({ 'GET /api/v1/landings': () => ({ body: { data: [{ ...BAKERY, rendering }, FLORIST], meta: { total: 2 } } }) });
    app = await openApp('/agency/websites');
    await waitFor(() => expect(app!.text()).toContain('Publishing 12 pages…'));
    const hints = [...app!.view.container.querySelectorAll('.status-pill--publishing')].map((hint) => hint.closest('li')?.getAttribute('aria-label'));
    expect(hints).toEqual(['Bakery']);

    rendering = null;
    reactToRealtimeEvent({ type: 'site.published', landing_id: BAKERY.id, pages: 12 }, app.queryClient);
    await waitFor(() => expect(app!.text()).not.toContain('Publishing'));
    expect(app.text()).toContain('Published');
  });

  it('asks the server with search, sort and status, first page first', async () => {
    const api = listApi();
    app = await openApp('/agency/websites?page=2');
    await waitFor(() => expect(app!.text()).toContain('Florist'));
    expect(api.calls).toContain('GET /api/v1/landings?page=2&per_page=10&sort_by=id&sort_desc=false');
    changeValue(field('Sort'), 'title');
    changeValue(field('Status'), 'draft');
    await waitFor(() => expect(api.calls).toContain('GET /api/v1/landings?page=1&per_page=10&sort_by=title&sort_desc=false&status=draft'));
    changeValue(field('Search websites'), 'flo');
    await waitFor(() => expect(api.calls.some((call) => call.includes('search=flo'))).toBe(true), 3000);
  });

  it('creates a website from a template and opens its pages', async () => {
    const api = listApi({
      'POST /api/v1/landings': (init) => ({ status: 201, ...ok('Website created.', { ...BAKERY, id: 40, ...body(init) }) }),
      'GET /api/v1/landings/40': () => ({ body: { data: { ...BAKERY, id: 40 } } }),
      'GET /api/v1/landings/40/pages': () => ({ body: { data: [], meta: { total: 0 } } }),
    });
    app = await openApp('/agency/websites');
    await waitFor(() => expect(app!.button('Create website')).not.toBeNull());
    await click(app!.button('Create website'));
    const dialog = app!.dialog('Create a website')!;
    changeValue(field('Subdomain', dialog), 'bad_name');
    expect(dialog.textContent).toContain('Subdomain format is invalid.');
    changeValue(field('Title', dialog), 'Cafe Luna');
    changeValue(field('Subdomain', dialog), 'cafe-luna');
    await waitFor(() => expect(card('Cafe', dialog)).not.toBeNull());
    expect(card('Cafe', dialog)!.textContent).toContain('Food · 3 pages');
    // The card draws the template's own home page: its thumbnail asks for a preview address.
    await waitFor(() => expect(api.calls).toContain('GET /api/v1/templates/5/preview-token'));
    expect(choice('A blank website', dialog).checked).toBe(true);
    await click(choice('Cafe', dialog));
    expect(choice('Cafe', dialog).checked).toBe(true);
    expect(choice('A blank website', dialog).checked).toBe(false);
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/40/pages'));
    const sent = api.fetchMock.mock.calls.find(([url, init]) => url === '/api/v1/landings' && init?.method === 'POST')!;
    expect(body(sent[1])).toEqual({ title: 'Cafe Luna', description: '', subdomain: 'cafe-luna', template_id: 5 });
  });

  it('narrows the gallery to a category chip with counts and to what is searched, dropping a choice the filters hide', async () => {
    listApi({
      'GET /api/v1/templates': () => ({
        body: {
          data: [
            { id: 5, name: 'Cafe', description: '', category: 'Food', pages_count: 3 },
            { id: 6, name: 'Bistro', description: '', category: 'Food', pages_count: 2 },
            { id: 7, name: 'Studio', description: '', category: 'Business', pages_count: 4 },
          ],
          meta: { total: 3 },
        },
      }),
      // Only the published categories come: a hidden one offers no chip, and an empty one is left out.
      'GET /api/v1/template-categories': () => ({
        body: { data: [{ id: 1, name: 'Business', templates_count: 1 }, { id: 2, name: 'Empty', templates_count: 0 }, { id: 3, name: 'Food', templates_count: 2 }], meta: { total: 3 } },
      }),
    });
    app = await openApp('/agency/websites');
    await waitFor(() => expect(app!.button('Create website')).not.toBeNull());
    await click(app!.button('Create website'));
    const dialog = app!.dialog('Create a website')!;
    await waitFor(() => expect(cardNames(dialog)).toEqual(['Cafe', 'Bistro', 'Studio']));
    await waitFor(() => expect(dialog.querySelector('[role="group"][aria-label="Category"]')).not.toBeNull());
    const chips = [...dialog.querySelectorAll('[role="group"][aria-label="Category"] button')];
    expect(chips.map((chip) => chip.textContent)).toEqual(['All (3)', 'Business (1)', 'Food (2)']);
    expect(chips[0]!.getAttribute('aria-pressed')).toBe('true');
    await click(choice('Studio', dialog));
    await click(chips[2]!);
    expect(chips[2]!.getAttribute('aria-pressed')).toBe('true');
    expect(cardNames(dialog)).toEqual(['Cafe', 'Bistro']);
    // A template of another category is not kept chosen behind the filter.
    expect(choice('A blank website', dialog).checked).toBe(true);

    await click(choice('Bistro', dialog));
    changeValue(dialog.querySelector<HTMLInputElement>('input[type="search"]')!, 'caf');
    await waitFor(() => expect(cardNames(dialog)).toEqual(['Cafe']), 3000);
    expect(choice('A blank website', dialog).checked).toBe(true);
    changeValue(dialog.querySelector<HTMLInputElement>('input[type="search"]')!, 'nothing like it');
    await waitFor(() => expect(dialog.textContent).toContain('No templates match.'), 3000);
    expect(cardNames(dialog)).toEqual([]);
  });

  it('opens a large preview of a template, with a desktop and a phone size, and chooses it from there', async () => {
    const api = listApi({
      'POST /api/v1/landings': (init) => ({ status: 201, ...ok('Website created.', { ...BAKERY, id: 41, ...body(init) }) }),
      'GET /api/v1/landings/41': () => ({ body: { data: { ...BAKERY, id: 41 } } }),
      'GET /api/v1/landings/41/pages': () => ({ body: { data: [], meta: { total: 0 } } }),
    });
    app = await openApp('/agency/websites');
    await waitFor(() => expect(app!.button('Create website')).not.toBeNull());
    await click(app!.button('Create website'));
    const dialog = app!.dialog('Create a website')!;
    changeValue(field('Title', dialog), 'Cafe Sol');
    changeValue(field('Subdomain', dialog), 'cafe-sol');
    await waitFor(() => expect(app!.button('Preview Cafe')).not.toBeNull());
    await click(app!.button('Preview Cafe'));
    const preview = app!.dialog('Preview of Cafe')!;
    expect(preview.textContent).toContain('3 pages');
    const size = (label: string) => [...preview.querySelectorAll('[aria-label="Preview size"] button')].find((button) => button.textContent === label)!;
    expect(size('Desktop').getAttribute('aria-pressed')).toBe('true');
    await click(size('Phone'));
    expect(size('Phone').getAttribute('aria-pressed')).toBe('true');
    expect(preview.querySelector('.template-preview__frame--phone')).not.toBeNull();
    const tab = [...preview.querySelectorAll('a')].find((link) => link.textContent === 'Open in a new tab')!;
    expect(tab.getAttribute('href')).toBe('/templates/5/preview');
    expect(tab.target).toBe('_blank');
    await click([...preview.querySelectorAll('button')].find((button) => button.textContent === 'Use this template')!);
    expect(app!.dialog('Preview of Cafe')).toBeNull();
    expect(choice('Cafe', dialog).checked).toBe(true);
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/41/pages'));
    const sent = api.fetchMock.mock.calls.find(([url, init]) => url === '/api/v1/landings' && init?.method === 'POST')!;
    expect(body(sent[1]).template_id).toBe(5);
  });

  it('edits a website on its own route, deep-linked, and returns to the list with the notice', async () => {
    const toasts = vi.fn();
    setResponseHandlers({ onSuccessMessage: toasts, onError: () => {} });
    const api = listApi({
      'GET /api/v1/landings/12': () => ({ body: { data: LANDING_DETAIL } }),
      'PUT /api/v1/landings/12': () => ok('Website saved.', BAKERY),
    });
    app = await openApp('/agency/websites');
    await openMore('Bakery');
    await click(app!.link('Name and description'));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/edit'));
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toBe('Bakery'));
    changeValue(field('Title'), '');
    await click(app!.view.container.querySelector('form[aria-label="Website"] button[type="submit"]'));
    expect(app!.text()).toContain('The title field is required.');
    changeValue(field('Title'), 'Bakery & Co');
    changeValue(field('Description'), 'Bread and cakes');
    await click(app!.view.container.querySelector('form[aria-label="Website"] button[type="submit"]'));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites'));
    expect(body(api.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1])).toEqual({ title: 'Bakery & Co', description: 'Bread and cakes' });
    expect(toasts).toHaveBeenCalledWith('Website saved.');
  });

  it('says so when the website to edit does not exist', async () => {
    listApi({ 'GET /api/v1/landings/77': () => ({ status: 404, body: { message: 'Landing not found.' } }) });
    app = await openApp('/agency/websites/77/edit');
    await waitFor(() => expect(app!.text()).toContain('Website not found'));
    expect(app!.view.container.querySelector('form[aria-label="Website"]')).toBeNull();
  });

  it('duplicates a website from its menu, which closes', async () => {
    const api = listApi({ 'POST /api/v1/landings/12/duplicate': () => ({ status: 201, ...ok('Website duplicated.', BAKERY) }) });
    app = await openApp('/agency/websites');
    await openMore('Bakery');
    await click(app!.button('Duplicate'));
    await waitFor(() => expect(api.calls).toContain('POST /api/v1/landings/12/duplicate'));
    expect(app!.view.container.querySelector('[role="menu"]')).toBeNull();
  });

  it('deletes a website only after the confirmation', async () => {
    const api = listApi({ 'DELETE /api/v1/landings/13': () => ok('Website deleted.') });
    app = await openApp('/agency/websites');
    await openMore('Florist');
    await click(app!.button('Delete'));
    await click(app!.dialog('Delete this website?')!.querySelector('.btn:not(.btn--danger-solid)'));
    expect(api.calls).not.toContain('DELETE /api/v1/landings/13');
    await openMore('Florist');
    await click(app!.button('Delete'));
    await click(app!.button('Delete website'));
    await waitFor(() => expect(api.calls).toContain('DELETE /api/v1/landings/13'));
    await waitFor(() => expect(app!.dialog('Delete this website?')).toBeNull());
  });

  describe('the Share dialog', () => {
    const shareUrl = (id: string) => `${window.location.origin}/agency/websites/${id}`;
    const shareApi = (initial: { sharing: boolean; unique_id: string | null }) => {
      const switched: unknown[] = [];
      const api = listApi({
        'GET /api/v1/landings/12/unique-id': () => ({ body: { data: initial } }),
        'PUT /api/v1/landings/12/sharing': (init) => {
          switched.push(body(init));
          return ok('Sharing by link is on.', body(init).sharing ? { sharing: true, unique_id: 'share-12' } : { sharing: false, unique_id: null });
        },
        'POST /api/v1/landings/12/sharing/rotate': () => ok('New link made: the old link no longer works.', { sharing: true, unique_id: 'share-12-new' }),
      });
      return { api, switched };
    };
    const openShare = async () => {
      app = await openApp('/agency/websites');
      await openMore('Bakery');
      await click(app!.button('Share'));
      await waitFor(() => expect(app!.dialog('Share Bakery')?.querySelector('[role="switch"]')).toBeTruthy());
      return app!.dialog('Share Bakery')!;
    };
    const shareSwitch = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[role="switch"]')!;

    it('starts off, without a link, and shows the link once "Share by link" is switched on', async () => {
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const { switched } = shareApi({ sharing: false, unique_id: null });
      const dialog = await openShare();
      expect(fieldByLabel(dialog, 'Share by link')).toBe(shareSwitch(dialog));
      expect(shareSwitch(dialog).checked).toBe(false);
      expect(dialog.textContent).toContain('Off: nobody can import a copy by link.');
      expect(dialog.querySelector('input[readonly]')).toBeNull();
      expect(app!.button('New link')).toBeNull();

      await click(shareSwitch(dialog));
      await waitFor(() => expect(fieldByLabel(dialog, 'Share link').value).toBe(shareUrl('share-12')));
      expect(switched).toEqual([{ sharing: true }]);
      expect(shareSwitch(dialog).checked).toBe(true);
      await click(app!.button('Copy share link of Bakery'));
      await settle();
      expect(writeText).toHaveBeenCalledWith(shareUrl('share-12'));
    });

    it('hides the link again when switched off', async () => {
      const { switched } = shareApi({ sharing: true, unique_id: 'share-12' });
      const dialog = await openShare();
      expect(fieldByLabel(dialog, 'Share link').value).toBe(shareUrl('share-12'));
      await click(shareSwitch(dialog));
      await waitFor(() => expect(dialog.querySelector('input[readonly]')).toBeNull());
      expect(switched).toEqual([{ sharing: false }]);
      expect(shareSwitch(dialog).checked).toBe(false);
    });

    it('makes a new link, saying the old one stops working', async () => {
      const { api } = shareApi({ sharing: true, unique_id: 'share-12' });
      const dialog = await openShare();
      expect(dialog.textContent).toContain('A new link replaces this one: the old link stops working at once.');
      await click(app!.button('New link'));
      await waitFor(() => expect(fieldByLabel(dialog, 'Share link').value).toBe(shareUrl('share-12-new')));
      expect(api.calls).toContain('POST /api/v1/landings/12/sharing/rotate');
    });

    it('shows a refusal next to the switch', async () => {
      listApi({
        'GET /api/v1/landings/12/unique-id': () => ({ body: { data: { sharing: false, unique_id: null } } }),
        'PUT /api/v1/landings/12/sharing': () => ({ status: 403, body: { message: 'You do not have permission to do this on this website.' } }),
      });
      const dialog = await openShare();
      await click(shareSwitch(dialog));
      await waitFor(() => expect(dialog.querySelector('.form-row__error')?.textContent).toBe('You do not have permission to do this on this website.'));
      expect(shareSwitch(dialog).getAttribute('aria-describedby')).toBe(dialog.querySelector('.form-row__error')!.id);
      expect(shareSwitch(dialog).checked).toBe(false);
    });
  });

  it('hides create, copy and delete from a website user', async () => {
    signedInAs({ ...PROFILES.websiteUser, user_landings: [{ landing_id: 12, permissions: ['pages.view'] }] });
    listApi();
    app = await openApp('/agency/websites');
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    expect(app!.button('Create website')).toBeNull();
    expect(await openMore('Bakery')).toEqual(['Pages', 'Open live site']);
  });

  it("leaves a website's views out of its card when the server withholds them from the user", async () => {
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions: ['pages.view'] }] });
    listApi({ 'GET /api/v1/landings': () => ({ body: { data: [{ ...BAKERY, stats: { views_30d: null, contacts: 2 } }], meta: { total: 1 } } }) });
    app = await openApp('/agency/websites');
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    expect(app!.text()).toContain('1 page');
    expect(app!.text()).not.toContain('views in 30 days');
  });
});
