import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf, saveAndPublish, visit } from '../../server/src/testing/site-fixtures.ts';
import { SITE_RERENDER_JOB } from '../../server/src/modules/sites/rerender-job.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../server/src/testing/test-app.ts';
import { showFeed, startPodcastHosts } from './fake-podcast-hosts.ts';

/**
 * The podcasts app finding shows through the iTunes Search API (its real adapter against a fake
 * on loopback) and importing a show's RSS feed onto a website.
 */
let t: TestApp;
let hosts: Awaited<ReturnType<typeof startPodcastHosts>>;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const importFeed = (feedUrl: unknown, landingId = owner.landingId, as = token) =>
  t.request({ method: 'POST', url: `/api/v1/landings/import-podcast?landing_id=${landingId}`, token: as, payload: { feed_url: feedUrl } });
const episodes = async () => (await t.request({ method: 'GET', url: `/api/v1/landings/${owner.landingId}/episodes?per_page=100`, token })).json().data as { title: string; unique_name: string; published: boolean; published_at: string; duration_seconds: number | null; image: string; audio_url: string }[];

const FIRST = [
  { guid: 'ep-1', title: 'Pilot', audio: 'https://cdn.example.com/pilot.mp3', date: '2026-01-05T10:00:00Z', duration: '1:02:05', notes: 'How it began.' },
  { guid: 'ep-2', title: 'Second Wind', audio: 'https://cdn.example.com/second.mp3', date: '2026-02-05T10:00:00Z', duration: '1830' },
  { guid: 'trailer', title: 'A text-only note', date: '2026-01-01T10:00:00Z' },
];

beforeAll(async () => {
  hosts = await startPodcastHosts();
  t = await createTestApp({ env: { PODCAST_DIRECTORY_URL: hosts.url } });
  owner = await t.createAgency('Loop Media');
  token = await t.tokenFor(owner.ownerId);
  hosts.pages.set('/feed.xml', showFeed(FIRST));
});
afterAll(async () => {
  await t.close();
  await hosts.close();
});

describe('GET /search-podcast', () => {
  it('asks the directory for podcasts and answers the shows that have a feed', async () => {
    const found = await t.request({ method: 'GET', url: '/api/v1/search-podcast?term=Design', token });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      { id: '101', title: 'Design Weekly', author: 'Loop Media', feed_url: `${hosts.url}/feed.xml`, image: 'https://cdn.example.com/600.jpg', genre: 'Technology', episodes: 12 },
    ]);
    const sent = hosts.searches.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({ media: 'podcast', entity: 'podcast', term: 'Design', limit: '20' });
  });

  it('says clearly when the directory throttles or fails, and refuses a missing term', async () => {
    const throttled = await t.request({ method: 'GET', url: '/api/v1/search-podcast?term=throttled', token });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('The podcast directory is answering too many searches; try again in a minute.');
    const broken = await t.request({ method: 'GET', url: '/api/v1/search-podcast?term=broken', token });
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toContain('it answered 500');
    const missing = await t.request({ method: 'GET', url: '/api/v1/search-podcast', token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.term).toEqual(['The term field is required.']);
    expect((await t.request({ method: 'GET', url: '/api/v1/search-podcast?term=x' })).statusCode).toBe(401);
  });
});

describe('POST /landings/import-podcast', () => {
  it("publishes a feed's episodes with their audio, artwork, dates and durations, and a second import updates them", async () => {
    const imported = await importFeed(`${hosts.url}/feed.xml`);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ data: { title: 'The Loopback Show', created: 2, updated: 0 }, message: 'The Loopback Show: 2 added.' });
    const listed = await episodes();
    expect(listed.map((episode) => [episode.title, episode.unique_name, episode.published, episode.published_at, episode.duration_seconds])).toEqual([
      ['Second Wind', 'second-wind', true, '2026-02-05T10:00:00.000Z', 1830],
      ['Pilot', 'pilot', true, '2026-01-05T10:00:00.000Z', 3725],
    ]);
    expect(listed[0]).toMatchObject({ audio_url: 'https://cdn.example.com/second.mp3', image: 'https://cdn.example.com/show.jpg' });

    const host = `loop-media.${TEST_SITE_DOMAIN}`;
    const list = await visit(t, host, '/episodes');
    expect(list.statusCode).toBe(200);
    expect(list.body.indexOf('Second Wind')).toBeLessThan(list.body.indexOf('Pilot'));
    const pilot = await visit(t, host, '/episodes/pilot');
    expect(pilot.body).toContain('src="https://cdn.example.com/pilot.mp3"');
    expect(pilot.body).toContain('How it began.');

    hosts.pages.set('/feed.xml', showFeed([{ ...FIRST[0]!, title: 'Pilot (remastered)' }, FIRST[1]!, { guid: 'ep-3', title: 'Third', audio: 'https://cdn.example.com/third.mp3', date: '2026-03-05T10:00:00Z' }]));
    const again = await importFeed(`${hosts.url}/feed.xml`);
    expect(again.json().data).toEqual({ title: 'The Loopback Show', created: 1, updated: 2 });
    const after = await episodes();
    expect(after.map((episode) => [episode.title, episode.unique_name])).toEqual([
      ['Third', 'third'],
      ['Second Wind', 'second-wind'],
      ['Pilot (remastered)', 'pilot'],
    ]);
    expect((await visit(t, host, '/episodes/pilot')).body).toContain('Pilot (remastered)');

    const featured = await t.request({ method: 'GET', url: `/api/v1/landings/${owner.landingId}/featured-episodes?count=2`, token });
    expect(featured.json().data.map((episode: { title: string }) => episode.title)).toEqual(['Third', 'Second Wind']);
    const tooMany = await t.request({ method: 'GET', url: `/api/v1/landings/${owner.landingId}/featured-episodes?count=51`, token });
    expect(tooMany.json().errors.count).toEqual(['The count may not be greater than 50.']);
  });

  it('follows a redirect to the feed', async () => {
    hosts.pages.set('/moved', { location: '/feed.xml' });
    const imported = await importFeed(`${hosts.url}/moved`);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.created).toBe(0);
  });

  it('refuses what is not a podcast feed, naming the field, and writes nothing', async () => {
    const before = (await episodes()).length;
    hosts.pages.set('/page.html', '<!doctype html><html><body>Hello</body></html>');
    hosts.pages.set('/silent.xml', showFeed([FIRST[2]!]));
    hosts.pages.set('/huge.xml', { bytes: 10 * 1024 * 1024 + 1 });
    const cases: [unknown, string][] = [
      [`${hosts.url}/page.html`, 'The address does not answer with an RSS feed.'],
      [`${hosts.url}/silent.xml`, 'The feed has no episodes with audio.'],
      [`${hosts.url}/missing.xml`, 'The feed answered 404.'],
      [`${hosts.url}/huge.xml`, 'The answer is larger than 10 MB.'],
      ['ftp://example.com/feed.xml', 'Use an http(s) address.'],
      ['', 'The feed url field is required.'],
    ];
    for (const [feedUrl, message] of cases) {
      const refused = await importFeed(feedUrl);
      expect(refused.statusCode, String(feedUrl)).toBe(422);
      expect(refused.json().errors.feed_url).toEqual([message]);
    }
    expect((await episodes()).length).toBe(before);
  });

  it("answers another agency's website with 404 and a sub-user without the podcast permission with 403", async () => {
    const other = await t.createAgency('Other Media');
    expect((await importFeed(`${hosts.url}/feed.xml`, other.landingId)).statusCode).toBe(404);
    const editor = await t.createUser({ email: 'pages-only@loop.test', role: 'WebsiteUser', agencyId: owner.agencyId });
    await t.grantLanding(editor, owner.landingId, ['pages.view']);
    expect((await importFeed(`${hosts.url}/feed.xml`, owner.landingId, await t.tokenFor(editor))).statusCode).toBe(403);
  });
});

describe('Podcast Gallery on a published page', () => {
  it('shows the newest published episodes, and again after an import adds one', async () => {
    const agency = await t.createAgency('Gallery Cast');
    const owned = await t.tokenFor(agency.ownerId);
    hosts.pages.set('/gallery.xml', showFeed([FIRST[0]!]));
    expect((await importFeed(`${hosts.url}/gallery.xml`, agency.landingId, owned)).statusCode).toBe(200);
    await saveAndPublish(t, owned, agency.landingId, agency.pageId, designOf([{ key: 'podcast-gallery', props: { heading: 'On air', count: 2 } }]));
    const host = `gallery-cast.${TEST_SITE_DOMAIN}`;
    const before = (await visit(t, host, '/')).body;
    expect(before).toContain('<h2 class="ts-podcast-gallery__heading">On air</h2>');
    expect(before).toContain('<a href="/episodes/pilot">Pilot</a>');

    hosts.pages.set('/gallery.xml', showFeed([FIRST[0]!, { guid: 'ep-9', title: 'Fresh Off The Feed', audio: 'https://cdn.example.com/fresh.mp3', date: '2026-04-01T10:00:00Z' }]));
    await importFeed(`${hosts.url}/gallery.xml`, agency.landingId, owned);
    // The published pages are drawn again by the queue.
    await t.runJobs(SITE_RERENDER_JOB);
    const after = (await visit(t, host, '/')).body;
    expect(after.indexOf('Fresh Off The Feed')).toBeGreaterThan(-1);
    expect(after.indexOf('Fresh Off The Feed')).toBeLessThan(after.indexOf('>Pilot<'));
  });
});

describe('outside tests', () => {
  it('refuses a feed on a private or loopback address', async () => {
    const guarded = await createTestApp({ env: { TESSERA_ALLOW_PRIVATE_WEBHOOKS: '0' } });
    try {
      const agency = await guarded.createAgency('Guarded');
      const refused = await guarded.request({
        method: 'POST',
        url: `/api/v1/landings/import-podcast?landing_id=${agency.landingId}`,
        token: await guarded.tokenFor(agency.ownerId),
        payload: { feed_url: `${hosts.url}/feed.xml` },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.feed_url).toEqual(['The feed is on a private network, which may not be reached.']);
      const unknown = await guarded.request({
        method: 'POST',
        url: `/api/v1/landings/import-podcast?landing_id=${agency.landingId}`,
        token: await guarded.tokenFor(agency.ownerId),
        payload: { feed_url: 'https://nowhere.example.com/feed.xml' },
      });
      expect(unknown.json().errors.feed_url).toEqual(["The feed's host could not be found."]);
    } finally {
      await guarded.close();
    }
  });
});

describe('an install without a podcast directory (the embedded default)', () => {
  it('offers the shows the app carries and imports one with no network at all', async () => {
    // Private addresses refused as in production: nothing below may be fetched from anywhere.
    const offline = await createTestApp({ env: { TESSERA_ALLOW_PRIVATE_WEBHOOKS: '0' } });
    try {
      const agency = await offline.createAgency('Offline Cast');
      const owned = await offline.tokenFor(agency.ownerId);
      const suggested = await offline.request({ method: 'GET', url: '/api/v1/podcast-suggestions', token: owned });
      expect(suggested.statusCode).toBe(200);
      const shows = suggested.json().data as { title: string; feed_url: string }[];
      expect(shows.map((show) => show.title)).toEqual(['The Small Business Hour', 'Design Matters Daily', 'Marketing in Minutes']);

      const imported = await offline.request({ method: 'POST', url: `/api/v1/landings/import-podcast?landing_id=${agency.landingId}`, token: owned, payload: { feed_url: shows[1]!.feed_url } });
      expect(imported.statusCode).toBe(200);
      expect(imported.json().message).toBe('Design Matters Daily: 3 added.');
      const list = (await offline.request({ method: 'GET', url: `/api/v1/landings/${agency.landingId}/episodes?per_page=100`, token: owned })).json().data as { title: string; published: boolean; duration_seconds: number | null }[];
      expect(list.map((episode) => [episode.title, episode.published]).sort()).toEqual([
        ['Colour for buttons that get clicked', true],
        ['Picking a type pair', true],
        ['Whitespace is a feature', true],
      ]);
      expect(list.every((episode) => episode.duration_seconds !== null)).toBe(true);
      // The agency's podcast collections read the same feeds.
      const collected = await offline.request({ method: 'POST', url: '/api/v1/podcast/collection', token: owned, payload: { feed_url: shows[0]!.feed_url } });
      expect(collected.statusCode).toBe(201);
      expect(collected.json().data.title).toBe('The Small Business Hour');
      expect((await offline.request({ method: 'GET', url: '/api/v1/podcast-suggestions' })).statusCode).toBe(401);
    } finally {
      await offline.close();
    }
  });

  it('offers no suggestions where a directory is configured', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/v1/podcast-suggestions', token });
    expect(answer.json()).toEqual({ data: [] });
  });
});
