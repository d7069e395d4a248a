import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobName } from '../../server/src/apps/app-jobs.ts';
import { designOf, eventually, saveAndPublish, visit } from '../../server/src/testing/site-fixtures.ts';
import { SITE_RERENDER_JOB } from '../../server/src/modules/sites/rerender-job.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../server/src/testing/test-app.ts';
import { commentFeed, showFeed, startPodcastHosts } from './fake-podcast-hosts.ts';

/**
 * Podcast collections: shows of the directory (the iTunes Search API's fake on loopback) an
 * agency keeps with their newest episodes read from their feeds, shown on its websites in a
 * Podcast Gallery and read again on schedule.
 */
let t: TestApp;
let hosts: Awaited<ReturnType<typeof startPodcastHosts>>;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
const host = `tune-studio.${TEST_SITE_DOMAIN}`;
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = token) => t.request({ method, url: `/api/v1${url}`, token: as, ...(payload ? { payload } : {}) });
const episodes = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ guid: `ep-${i}`, title: `Episode ${i}`, audio: `https://cdn.example.com/${i}.mp3`, date: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(), duration: '30:00' }));

beforeAll(async () => {
  hosts = await startPodcastHosts();
  t = await createTestApp({ env: { PODCAST_DIRECTORY_URL: hosts.url } });
  owner = await t.createAgency('Tune Studio');
  token = await t.tokenFor(owner.ownerId);
  hosts.pages.set('/feed.xml', showFeed(episodes(60)));
});
afterAll(async () => {
  await t.close();
  await hosts.close();
});

describe('podcast collections', () => {
  it('finds shows in the directory and adds one with its newest 50 episodes, read again when added again', async () => {
    const found = await api('POST', '/podcast/search-collection', { term: 'Design' });
    expect(found.json().data[0]).toMatchObject({ title: 'Design Weekly', feed_url: `${hosts.url}/feed.xml` });
    expect((await api('POST', '/podcast/search-collection', { term: '' })).json().errors.term).toEqual(['The term field is required.']);

    const added = await api('POST', '/podcast/collection', { feed_url: `${hosts.url}/feed.xml` });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ title: 'The Loopback Show', image: 'https://cdn.example.com/show.jpg', landing_ids: [] });
    expect(added.json().data.episodes).toHaveLength(50);
    expect(added.json().data.episodes[0]).toMatchObject({ guid: 'ep-59', title: 'Episode 59', audio_url: 'https://cdn.example.com/59.mp3', duration_seconds: 1800 });
    const again = await api('POST', '/podcast/collection', { feed_url: `${hosts.url}/feed.xml` });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Podcast refreshed.');
    expect((await api('GET', '/podcast')).json().data).toHaveLength(1);

    hosts.pages.set('/not-a-feed', '<html>hello</html>');
    const refused = await api('POST', '/podcast/collection', { feed_url: `${hosts.url}/not-a-feed` });
    expect(refused.json().errors.feed_url).toEqual(['The address does not answer with an RSS feed.']);
    expect((await api('GET', '/podcast')).json().data).toHaveLength(1);
  });

  it("shows a collection's episodes in a Podcast Gallery on the websites chosen, and keeps other agencies out", async () => {
    const [collection] = (await api('GET', '/podcast')).json().data;
    const rival = await t.createAgency('Rival Tunes');
    const rivalToken = await t.tokenFor(rival.ownerId);
    expect((await api('GET', `/podcast/${collection.id}`, undefined, rivalToken)).statusCode).toBe(404);
    expect((await api('POST', `/podcast/${collection.id}/distribute`, { landing_ids: [rival.landingId] }, rivalToken)).statusCode).toBe(404);
    expect((await api('POST', `/podcast/${collection.id}/distribute`, { landing_ids: [rival.landingId] })).json().errors.landing_ids).toEqual(['Choose websites of your agency only.']);

    await saveAndPublish(t, token, owner.landingId, owner.pageId, designOf([{ key: 'podcast-gallery', props: { heading: 'From our friends', count: 3, collection: collection.id } }]));
    expect((await visit(t, host, '/')).body).not.toContain('From our friends');

    expect((await api('POST', `/podcast/${collection.id}/distribute`, { landing_ids: [owner.landingId] })).json().data.landing_ids).toEqual([owner.landingId]);
    // The websites' published pages are drawn again by the queue.
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await api('GET', `/landings/${owner.landingId}/podcast-collections`)).json().data).toEqual([{ id: collection.id, title: 'The Loopback Show' }]);
    const page = (await visit(t, host, '/')).body;
    expect(page).toContain('From our friends');
    expect(page.match(/<audio /g)).toHaveLength(3);
    expect(page).toContain('src="https://cdn.example.com/59.mp3"');
    expect(page).not.toContain('href="/episodes/');
  });

  it('reads the shown collections again on schedule, and the galleries show the new episode', async () => {
    hosts.pages.set('/feed.xml', showFeed([...episodes(60), { guid: 'ep-new', title: 'Brand new', audio: 'https://cdn.example.com/new.mp3', date: '2026-06-01T00:00:00Z' }]));
    await t.queue.send(appJobName('podcasts', 'refresh-collections'), {});
    await eventually(
      async () => {
        await t.runJobs(SITE_RERENDER_JOB);
        return (await visit(t, host, '/')).body.includes('src="https://cdn.example.com/new.mp3"') ? true : undefined;
      },
      15_000,
      'the new episode in the gallery',
    );
  });

  it('takes a removed podcast off the websites', async () => {
    const [collection] = (await api('GET', '/podcast')).json().data;
    expect((await api('DELETE', `/podcast/${collection.id}`)).json().message).toBe('Podcast removed.');
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await visit(t, host, '/')).body).not.toContain('From our friends');
  });
});

describe('GET /podcast/video/{id}/comments', () => {
  it("reads an episode's comments from the comment feed its show names, newest first, for the agency that keeps the show", async () => {
    hosts.pages.set(
      '/talk.xml',
      showFeed([
        { guid: 'talk-1', title: 'Talk one', audio: 'https://cdn.example.com/t1.mp3', date: '2026-03-01T10:00:00Z', comments: `${hosts.url}/comments/talk-1.xml` },
        { guid: 'https://show.example.com/?p=2', title: 'Talk two', audio: 'https://cdn.example.com/t2.mp3', date: '2026-03-08T10:00:00Z' },
        { guid: 'talk-3', title: 'Talk three', audio: 'https://cdn.example.com/t3.mp3', date: '2026-03-15T10:00:00Z', comments: `${hosts.url}/comments/gone.xml` },
      ]),
    );
    hosts.pages.set(
      '/comments/talk-1.xml',
      commentFeed([
        { id: '11', author: 'Mia', text: 'Loved the part about sourdough.', date: '2026-03-02T09:00:00Z' },
        { id: '12', author: 'Ben', text: 'Could you share the recipe?', date: '2026-03-03T09:00:00Z' },
      ]),
    );
    expect((await api('POST', '/podcast/collection', { feed_url: `${hosts.url}/talk.xml` })).statusCode).toBe(201);
    const comments = await api('GET', '/podcast/video/talk-1/comments');
    expect(comments.statusCode).toBe(200);
    expect(comments.json().data).toEqual([
      { id: 'https://show.example.com/?p=12', author: 'Ben', text: 'Could you share the recipe?', published_at: '2026-03-03T09:00:00.000Z', link: 'https://show.example.com/episode#comment-12' },
      { id: 'https://show.example.com/?p=11', author: 'Mia', text: 'Loved the part about sourdough.', published_at: '2026-03-02T09:00:00.000Z', link: 'https://show.example.com/episode#comment-11' },
    ]);
    expect((await api('GET', `/podcast/video/${encodeURIComponent('https://show.example.com/?p=2')}/comments`)).json().data).toEqual([]);

    const broken = await api('GET', '/podcast/video/talk-3/comments');
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toBe("The episode's comments could not be read from its show's website. Try again later.");
    expect((await api('GET', '/podcast/video/no-such-episode/comments')).statusCode).toBe(404);
    const rival = await t.createAgency('Comment Rivals');
    expect((await api('GET', '/podcast/video/talk-1/comments', undefined, await t.tokenFor(rival.ownerId))).statusCode).toBe(404);
  });
});
