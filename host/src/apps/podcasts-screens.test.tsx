// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../test/app.tsx';
import { changeValue, fieldByLabel } from '../test/fields.ts';
import { CONFIG, LANDINGS, mockApi } from '../test/mock-api.ts';
import { click, waitFor } from '../test/render.tsx';

let app: OpenedApp | undefined;

/** The installed podcasts app, held as every app that is not premium. */
const PODCASTS = { id: 'podcasts', label: 'Podcasts', description: 'Episodes.', icon: 'music', screenshots: [], premium: false, elements: [], screens: [{ label: 'Episodes', scope: 'website' }], held: true };

const base = { landing_id: 12, description: '', image: '', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-03T00:00:00.000Z' };
const AIRED = { ...base, id: 8, title: 'Pilot', unique_name: 'pilot', audio_url: 'https://cdn.test/pilot.mp3', duration_seconds: 125, published: true, published_at: '2026-01-03T00:00:00.000Z' };
const UNAIRED = { ...base, id: 9, title: 'Sequel', unique_name: 'sequel', audio_url: '/files/sequel.mp3', duration_seconds: null, published: false, published_at: null };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const saved = (data: unknown, message = 'Saved.') => ({ body: { data, message, success: true } });
const field = (label: string) => fieldByLabel(app!.view.container, label);

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/apps': () => ({ body: { data: [PODCASTS], meta: { total: 1 } } }),
    'GET /api/v1/landings/12': () => ({ body: { data: LANDINGS.data[0] } }),
    'GET /api/v1/landings/12/episodes': () => ({ body: { data: [UNAIRED, AIRED], meta: { total: 2 } } }),
    'GET /api/v1/landings/12/episodes/8': () => ({ body: { data: AIRED } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/episodes', () => {
  it('lists episodes with their status, publishes a draft and unpublishes a published one', async () => {
    const calls = api({
      'POST /api/v1/landings/12/episodes/9/publish': () => saved({ ...UNAIRED, published: true, published_at: '2026-01-04T00:00:00.000Z' }),
      'POST /api/v1/landings/12/episodes/8/unpublish': () => saved({ ...AIRED, published: false, published_at: null }),
    });
    app = await openApp('/agency/websites/12/episodes');
    await waitFor(() => expect(app!.text()).toContain('Sequel'));
    expect(app!.text()).toContain('/episodes/pilot');
    expect(app!.link('Edit Pilot')?.getAttribute('href')).toBe('/agency/websites/12/podcast/8/edit');
    await click(app!.button('Publish Sequel'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/episodes/9/publish'));
    await click(app!.button('Unpublish Pilot'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/episodes/8/unpublish'));
  });
});

describe('/agency/websites/{id}/podcast/create and /podcast/{episodeId}/edit', () => {
  it('checks the audio address and duration before sending, then creates the episode', async () => {
    const calls = api({ 'POST /api/v1/landings/12/episodes': (init) => ({ status: 201, ...saved({ ...UNAIRED, ...body(init), id: 10 }, 'Episode created.') }) });
    app = await openApp('/agency/websites/12/podcast/create');
    await waitFor(() => expect(app!.text()).toContain('New episode'));
    changeValue(field('Title'), 'Third');
    changeValue(field('Audio URL'), 'javascript:alert(1)');
    changeValue(field('Duration'), '42:10');
    await click(app!.button('Create episode'));
    expect(app!.view.container.querySelector('#episode-audio-error')?.textContent).toBe('Use an http(s) address or a path on this website starting with /.');
    changeValue(field('Duration'), 'forty');
    changeValue(field('Audio URL'), 'https://cdn.test/third.mp3');
    await click(app!.button('Create episode'));
    expect(app!.view.container.querySelector('#episode-duration-error')?.textContent).toBe('Write the duration as minutes:seconds, e.g. 42:10.');
    changeValue(field('Duration'), '42:10');
    await click(app!.button('Create episode'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/episodes'));
    const sent = body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]);
    expect(sent).toMatchObject({ title: 'Third', audio_url: 'https://cdn.test/third.mp3', duration_seconds: 2530 });
    expect(sent).not.toHaveProperty('unique_name');
  });

  it('edits an episode with its stored values filled in', async () => {
    const calls = api({ 'PUT /api/v1/landings/12/episodes/8': (init) => saved({ ...AIRED, ...body(init) }, 'Episode saved.') });
    app = await openApp('/agency/websites/12/podcast/8/edit');
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toBe('Pilot'));
    expect((field('Duration') as HTMLInputElement).value).toBe('2:05');
    changeValue(field('Description'), 'The first one.');
    await click(app!.button('Save episode'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/episodes/8'));
    const sent = body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1]);
    expect(sent).toMatchObject({ title: 'Pilot', unique_name: 'pilot', description: 'The first one.', duration_seconds: 125 });
  });

  it('finds a show in the directory, imports it and returns to the episodes; a bad feed address is shown on its field', async () => {
    const SHOW = { id: '101', title: 'Design Weekly', author: 'Loop Media', feed_url: 'https://feeds.test/design.xml', image: '', genre: 'Arts', episodes: 12 };
    const calls = api({
      'GET /api/v1/search-podcast': (_init, url) => ({ body: { data: url.includes('term=design') ? [SHOW] : [] } }),
      'POST /api/v1/landings/import-podcast': (init) =>
        body(init).feed_url === SHOW.feed_url
          ? { body: { data: { title: 'Design Weekly', created: 12, updated: 0 }, message: 'Design Weekly: 12 added.', success: true } }
          : { status: 422, body: { message: 'The address does not answer with an RSS feed.', errors: { feed_url: ['The address does not answer with an RSS feed.'] } } },
    });
    app = await openApp('/agency/websites/12/episodes');
    await waitFor(() => expect(app!.link('Import a podcast')?.getAttribute('href')).toBe('/agency/websites/12/podcast/import'));
    await click(app!.link('Import a podcast')!);
    await waitFor(() => expect(field('Show name')).toBeTruthy());

    changeValue(field('Feed address'), 'https://example.test/page.html');
    await click(app!.button('Import feed'));
    await waitFor(() => expect(app!.view.container.querySelector('#podcast-feed-url-error')?.textContent).toBe('The address does not answer with an RSS feed.'));

    changeValue(field('Show name'), 'design');
    await click(app!.button('Search'));
    await waitFor(() => expect(app!.text()).toContain('Loop Media · Arts · 12 episodes'));
    await click(app!.button('Import Design Weekly'));
    await waitFor(() => expect(calls.calls.filter((call) => call === 'POST /api/v1/landings/import-podcast?landing_id=12')).toHaveLength(2));
    await waitFor(() => expect(app!.text()).toContain('Episodes of'));
  });
});

describe('/agency/websites/{id}/podcast/settings', () => {
  it("is reached from the episodes, shows the list's title, and saves a new one", async () => {
    const calls = api({
      'GET /api/v1/landings/12/pages/podcast-setting': () => ({ body: { data: { title: 'Episodes', description: '' } } }),
      'PUT /api/v1/landings/12/pages/podcast-setting': (init) => ({ body: { data: body(init), message: 'Podcast settings saved.', success: true } }),
    });
    app = await openApp('/agency/websites/12/episodes');
    await waitFor(() => expect(app!.link('Podcast settings')).not.toBeNull());
    await click(app!.link('Podcast settings'));
    await waitFor(() => expect((field('Title') as HTMLInputElement).value).toBe('Episodes'), 15_000);
    expect(app!.text()).toContain('The heading of /episodes and its page title.');
    changeValue(field('Title'), 'The Bakehouse Show');
    await click(app!.button('Save settings'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/pages/podcast-setting'));
    expect(body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1])).toEqual({ title: 'The Bakehouse Show', description: '' });
  });
});
