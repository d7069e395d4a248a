import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_YOUTUBE_KEY = 'AIza-fake-key';
export const CHANNEL_ID = 'UCloopbackChannel000000a';
const UPLOADS = 'UUloopbackChannel000000a';

/** The channel's uploads, newest first: 60 videos, so a channel's read takes two pages of 50. */
export const VIDEO_IDS = Array.from({ length: 60 }, (_, i) => `vid${String(i).padStart(8, '0')}`);

const refusal = (status: number, reason: string, message: string) => ({ status, body: { error: { code: status, message, errors: [{ reason, message }] } } });

/**
 * The YouTube Data API v3 on loopback, answering as googleapis.com does for the calls the
 * adapter makes; it records each request and refuses a wrong key, "quota" searches and comments
 * of the last video.
 */
export async function startFakeYoutube() {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    const q = url.searchParams;
    const answer = ((): { status: number; body: unknown } => {
      if (q.get('key') !== FAKE_YOUTUBE_KEY) return refusal(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.');
      switch (url.pathname) {
        case '/youtube/v3/search':
          if (q.get('q') === 'quota') return refusal(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.');
          return {
            status: 200,
            body: {
              kind: 'youtube#searchListResponse',
              items: [{ kind: 'youtube#searchResult', id: { kind: 'youtube#channel', channelId: CHANNEL_ID }, snippet: { channelId: CHANNEL_ID, title: `${q.get('q')} TV`, description: 'Loopback videos.', thumbnails: { default: { url: 'https://yt3.example.com/d.jpg' }, high: { url: 'https://yt3.example.com/h.jpg' } } } }],
            },
          };
        case '/youtube/v3/channels':
          return {
            status: 200,
            body: {
              kind: 'youtube#channelListResponse',
              items:
                q.get('id') === CHANNEL_ID
                  ? [{ id: CHANNEL_ID, snippet: { title: 'Loopback TV', description: 'Loopback videos.', thumbnails: { medium: { url: 'https://yt3.example.com/m.jpg' } } }, contentDetails: { relatedPlaylists: { uploads: UPLOADS } }, statistics: { subscriberCount: '1500', videoCount: '60', hiddenSubscriberCount: false } }]
                  : [],
            },
          };
        case '/youtube/v3/playlistItems': {
          if (q.get('playlistId') !== UPLOADS) return refusal(404, 'playlistNotFound', 'The playlist identified with the request could not be found.');
          const start = Number(q.get('pageToken') ?? 0);
          const size = Number(q.get('maxResults'));
          const page = VIDEO_IDS.slice(start, start + size);
          return {
            status: 200,
            body: {
              ...(start + size < VIDEO_IDS.length ? { nextPageToken: String(start + size) } : {}),
              items: page.map((videoId, i) => ({
                snippet: { title: `Video ${start + i}`, description: '', thumbnails: { high: { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` } }, resourceId: { kind: 'youtube#video', videoId } },
                contentDetails: { videoId, videoPublishedAt: new Date(Date.UTC(2026, 5, 1) - (start + i) * 86_400_000).toISOString() },
              })),
            },
          };
        }
        case '/youtube/v3/commentThreads':
          if (q.get('videoId') === VIDEO_IDS.at(-1)) return refusal(403, 'commentsDisabled', 'The video identified by the videoId parameter has disabled comments.');
          return {
            status: 200,
            body: {
              items: [{ id: 'thread-1', snippet: { totalReplyCount: 2, topLevelComment: { snippet: { authorDisplayName: 'Viewer', authorProfileImageUrl: 'https://yt3.example.com/v.jpg', textOriginal: 'Great video!', likeCount: 7, publishedAt: '2026-05-02T10:00:00Z' } } } }],
            },
          };
        default:
          return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
      }
    })();
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
