import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVideoSite, youtubeDataApi } from '../../plugins/apps/video-channels/server/youtube-data.ts';
import { designOf, saveAndPublish, visit } from '../../server/src/testing/site-fixtures.ts';
import { SITE_RERENDER_JOB } from '../../server/src/modules/sites/rerender-job.ts';
import { ADMIN, createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../server/src/testing/test-app.ts';
import { CHANNEL_ID, FAKE_YOUTUBE_KEY, startFakeYoutube, VIDEO_IDS } from './fake-youtube.ts';

/**
 * The video channels app with its real YouTube Data API adapter against a fake of the API on
 * loopback: channels found, added with their videos, shown on websites and their comments read.
 */
let t: TestApp;
let youtube: Awaited<ReturnType<typeof startFakeYoutube>>;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) => t.request({ method, url: `/api/v1${url}`, token: as, ...(payload ? { payload } : {}) });
const lastRequest = () => youtube.requests.at(-1)!;
const grantApp = async (agencyId: number) => {
  const granted = await api('PUT', `/agencies/${agencyId}`, { premium_apps: ['video-channels'] }, await t.login(ADMIN));
  expect(granted.statusCode).toBe(200);
};

beforeAll(async () => {
  youtube = await startFakeYoutube();
  t = await createTestApp({ env: { YOUTUBE_API_KEY: FAKE_YOUTUBE_KEY, YOUTUBE_API_URL: youtube.url } });
  owner = await t.createAgency('Loop Studio');
  token = await t.tokenFor(owner.ownerId);
});
afterAll(async () => {
  await t.close();
  await youtube.close();
});

describe('video channels', () => {
  it('is locked until the agency holds the premium app', async () => {
    const locked = await api('POST', '/youtube/search-channel', { term: 'loop' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('The Video channels app is not part of your plan. Add it from Premium apps.');
    await grantApp(owner.agencyId);
    expect((await api('POST', '/youtube/search-channel', { term: 'loop' })).statusCode).toBe(200);
  });

  it('suggests the demo channel only where no video site key is set', async () => {
    expect((await api('GET', '/youtube/suggested-channels')).json()).toEqual({ data: [] });
    const [suggested] = await demoVideoSite.suggestions();
    expect(suggested?.title).toBe('Tessera Demo Channel');
    // What is suggested can be added: the demo site knows it and its videos.
    const channel = await demoVideoSite.channel(suggested!.channel_id);
    expect(await demoVideoSite.playlistVideos(channel!.uploads_playlist_id, 10)).toHaveLength(3);
  });

  it('searches channels with the key, and says clearly when the quota is spent', async () => {
    const found = await api('POST', '/youtube/search-channel', { term: 'Loopback' });
    expect(found.json().data).toEqual([{ channel_id: CHANNEL_ID, title: 'Loopback TV', description: 'Loopback videos.', thumbnail: 'https://yt3.example.com/h.jpg' }]);
    expect(lastRequest().pathname).toBe('/youtube/v3/search');
    expect(Object.fromEntries(lastRequest().searchParams)).toEqual({ part: 'snippet', type: 'channel', q: 'Loopback', maxResults: '10', key: FAKE_YOUTUBE_KEY });
    const spent = await api('POST', '/youtube/search-channel', { term: 'quota' });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe('The video site allows no more requests for now (its daily quota or rate limit); try again later.');
    expect((await api('POST', '/youtube/search-channel', { term: ' ' })).json().errors.term).toEqual(['The term field is required.']);
  });

  it('adds a channel with its newest 100 videos read a page at a time, and refreshes it when added again', async () => {
    const added = await api('POST', '/youtube/channel', { channel_id: CHANNEL_ID });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ channel_id: CHANNEL_ID, title: 'Loopback TV', subscriber_count: 1500, video_count: 60, landing_ids: [] });
    expect(added.json().data.videos).toHaveLength(60);
    expect(added.json().data.videos[0]).toEqual({ video_id: VIDEO_IDS[0], title: 'Video 0', description: '', thumbnail: `https://i.ytimg.com/vi/${VIDEO_IDS[0]}/hqdefault.jpg`, published_at: '2026-06-01T00:00:00.000Z' });
    const pages = youtube.requests.filter((url) => url.pathname === '/youtube/v3/playlistItems').map((url) => [url.searchParams.get('maxResults'), url.searchParams.get('pageToken')]);
    expect(pages).toEqual([
      ['50', null],
      ['50', '50'],
    ]);
    const again = await api('POST', '/youtube/channel', { channel_id: CHANNEL_ID });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Channel refreshed.');
    expect((await api('GET', '/youtube')).json().data).toHaveLength(1);

    expect((await api('POST', '/youtube/channel', { channel_id: 'not-a-channel' })).json().errors.channel_id).toEqual(['Use a channel id as the video site shows it (UC followed by 22 letters, digits, - or _).']);
    expect((await api('POST', '/youtube/channel', { channel_id: 'UCnothingHereAtAll000000' })).json().errors.channel_id).toEqual(['The video site has no channel with this id.']);
  });

  it("shows the channel on the websites chosen, in a Youtube Gallery that loads nothing of the video site before a click", async () => {
    const [channel] = (await api('GET', '/youtube')).json().data;
    const other = await t.createAgency('Rival Studio');
    expect((await api('POST', `/youtube/${channel.id}/distribute`, { landing_ids: [owner.landingId, other.landingId] })).json().errors.landing_ids).toEqual(['Choose websites of your agency only.']);
    await grantApp(other.agencyId);
    const rival = await t.tokenFor(other.ownerId);
    expect((await api('GET', `/youtube/${channel.id}`, undefined, rival)).statusCode).toBe(404);
    expect((await api('POST', `/youtube/${channel.id}/distribute`, { landing_ids: [other.landingId] }, rival)).statusCode).toBe(404);
    expect((await api('GET', `/youtube/video/${VIDEO_IDS[0]}/comments`, undefined, rival)).statusCode).toBe(404);

    await saveAndPublish(t, token, owner.landingId, owner.pageId, designOf([{ key: 'youtube-gallery', props: { heading: 'Watch', count: 4, columns: 2 } }]));
    const host = `loop-studio.${TEST_SITE_DOMAIN}`;
    expect((await visit(t, host, '/')).body).not.toContain('<ul class="ts-youtube-gallery__grid"');

    const shown = await api('POST', `/youtube/${channel.id}/distribute`, { landing_ids: [owner.landingId] });
    // The websites' published pages are drawn again by the queue.
    await t.runJobs(SITE_RERENDER_JOB);
    expect(shown.json().data.landing_ids).toEqual([owner.landingId]);
    const picker = await api('GET', `/landings/${owner.landingId}/youtube-channels`);
    expect(picker.json().data.map((entry: { title: string }) => entry.title)).toEqual(['Loopback TV']);

    const page = (await visit(t, host, '/')).body;
    expect(page).toContain('<h2 class="ts-youtube-gallery__heading">Watch</h2>');
    expect(page.match(/data-video-embed="https:\/\/www\.youtube-nocookie\.com\/embed\//g)).toHaveLength(4);
    expect(page).toContain(`href="https://www.youtube.com/watch?v=${VIDEO_IDS[0]}"`);
    expect(page).not.toContain('<iframe');
    expect(page).toContain('--ts-youtube-columns:2');

    await api('POST', `/youtube/${channel.id}/distribute`, { landing_ids: [] });
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await visit(t, host, '/')).body).not.toContain('<ul class="ts-youtube-gallery__grid"');
  });

  it("reads a video's comments, for the agency's own videos only", async () => {
    const comments = await api('GET', `/youtube/video/${VIDEO_IDS[1]}/comments`);
    expect(comments.json().data).toEqual([{ id: 'thread-1', author: 'Viewer', author_image: 'https://yt3.example.com/v.jpg', text: 'Great video!', likes: 7, replies: 2, published_at: '2026-05-02T10:00:00Z' }]);
    expect(Object.fromEntries(lastRequest().searchParams)).toMatchObject({ part: 'snippet', videoId: VIDEO_IDS[1], order: 'relevance' });
    const disabled = await api('GET', `/youtube/video/${VIDEO_IDS.at(-1)}/comments`);
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().message).toBe('Comments are turned off for this video.');
    expect((await api('GET', '/youtube/video/unknownVid1/comments')).statusCode).toBe(404);
    expect((await api('GET', '/youtube/video/bad/comments')).statusCode).toBe(422);
  });
});

describe('the YouTube Data API adapter', () => {
  it('reports a refused key as a failure of the video site, with its message', async () => {
    const adapter = youtubeDataApi({ baseUrl: youtube.url, apiKey: 'wrong' });
    await expect(adapter.searchChannels('x')).rejects.toMatchObject({ status: 502, message: 'The video site refused the request (400: API key not valid. Please pass a valid API key.).' });
  });
});
