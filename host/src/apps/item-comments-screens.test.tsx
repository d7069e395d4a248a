// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../test/app.tsx';
import { CONFIG, LANDINGS, mockApi } from '../test/mock-api.ts';
import { click, waitFor } from '../test/render.tsx';

let app: OpenedApp | undefined;

const PODCASTS = { id: 'podcasts', label: 'Podcasts', description: 'Episodes.', icon: 'music', screenshots: [], premium: false, elements: [], screens: [{ label: 'Podcasts', scope: 'agency' }], held: true };
const VIDEOS = { id: 'video-channels', label: 'Video channels', description: 'Videos.', icon: 'play', screenshots: [], premium: true, elements: [], screens: [{ label: 'Video channels', scope: 'agency' }], held: true };
const episode = { description: '', audio_url: 'https://cdn.test/a.mp3', image: '', duration_seconds: 1830, published_at: '2026-03-01T10:00:00.000Z' };
const COLLECTION = {
  id: 3,
  title: 'The Loopback Show',
  image: '',
  feed_url: 'https://feeds.test/show.xml',
  refreshed_at: '2026-03-20T00:00:00.000Z',
  landing_ids: [],
  episodes: [
    { ...episode, guid: 'https://show.test/?p=1', title: 'Talk one', comments_url: 'https://show.test/?p=1&feed=rss2' },
    { ...episode, guid: 'talk-2', title: 'Talk two', comments_url: null },
  ],
};
const CHANNEL = {
  id: 5,
  channel_id: 'UCloop',
  title: 'Loop Studio',
  description: '',
  thumbnail: '',
  subscriber_count: 10,
  video_count: 1,
  refreshed_at: '2026-03-20T00:00:00.000Z',
  landing_ids: [],
  videos: [{ video_id: 'abcdefghijk', title: 'Kneading by hand', description: '', thumbnail: '', published_at: '2026-03-02T00:00:00.000Z' }],
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/apps': () => ({ body: { data: [PODCASTS, VIDEOS], meta: { total: 2 } } }),
    'GET /api/v1/landings': () => ({ body: LANDINGS }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe("an app item's comments", () => {
  it("lists a podcast's episodes from its collection card, and reads an episode's comments only when opened", async () => {
    const calls = api({
      'GET /api/v1/podcast': () => ({ body: { data: [{ ...COLLECTION, episodes: undefined }] } }),
      'GET /api/v1/podcast/3': () => ({ body: { data: COLLECTION } }),
      [`GET /api/v1/podcast/video/${encodeURIComponent('https://show.test/?p=1')}/comments`]: () => ({
        body: { data: [{ id: 'c2', author: 'Ben', text: 'Could you share the recipe?', published_at: '2026-03-03T09:00:00.000Z', link: '' }] },
      }),
    });
    app = await openApp('/agency/podcasts');
    await waitFor(() => expect(app!.link('Episodes and comments of The Loopback Show')).not.toBeNull(), 15_000);
    await click(app!.link('Episodes and comments of The Loopback Show'));
    await waitFor(() => expect(app!.text()).toContain('Talk two'), 15_000);
    expect(app!.text()).toContain('30:30');
    expect(app!.button('Show the comments on Talk two')).toBeNull();
    expect(calls.calls.some((call) => call.includes('/comments'))).toBe(false);
    await click(app!.button('Show the comments on Talk one'));
    await waitFor(() => expect(app!.text()).toContain('Could you share the recipe?'));
    expect(app!.text()).toContain('Ben');
    await click(app!.button('Hide the comments on Talk one'));
    expect(app!.text()).not.toContain('Could you share the recipe?');
  });

  it("lists a channel's videos and says when a video has no comments", async () => {
    api({
      'GET /api/v1/youtube/5': () => ({ body: { data: CHANNEL } }),
      'GET /api/v1/youtube/video/abcdefghijk/comments': () => ({ body: { data: [] } }),
    });
    app = await openApp('/agency/video-channels/5');
    await waitFor(() => expect(app!.text()).toContain('Kneading by hand'), 15_000);
    expect(app!.link('← Video channels')?.getAttribute('href')).toBe('/agency/video-channels');
    await click(app!.button('Show the comments on Kneading by hand'));
    await waitFor(() => expect(app!.text()).toContain('No comments yet'));
  });

  it("says so when the podcast is not the agency's", async () => {
    api({ 'GET /api/v1/podcast/9': () => ({ status: 404, body: { message: 'Podcast not found.' } }) });
    app = await openApp('/agency/podcasts/9');
    await waitFor(() => expect(app!.text()).toContain('This podcast is not one of yours'), 15_000);
  });
});
