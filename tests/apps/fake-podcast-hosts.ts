import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One show's feed in RSS 2.0 with the iTunes tags podcast hosts write, and an item's comment feed as WordPress names it. */
export function showFeed(items: readonly { guid: string; title: string; audio?: string; date: string; duration?: string; notes?: string; comments?: string }[]): string {
  const entries = items
    .map(
      (item) => `<item>
  <guid isPermaLink="false">${item.guid}</guid>
  <title>${item.title}</title>
  <description><![CDATA[<p>${item.notes ?? ''}</p>]]></description>
  <pubDate>${new Date(item.date).toUTCString()}</pubDate>
  ${item.audio ? `<enclosure url="${item.audio}" length="1000" type="audio/mpeg"/>` : ''}
  ${item.duration ? `<itunes:duration>${item.duration}</itunes:duration>` : ''}
  ${item.comments ? `<wfw:commentRss>${item.comments}</wfw:commentRss>` : ''}
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:wfw="http://wellformedweb.org/CommentAPI/">
<channel>
  <title>The Loopback Show</title>
  <description>Conversations on the local network.</description>
  <itunes:image href="https://cdn.example.com/show.jpg"/>
  ${entries}
</channel>
</rss>`;
}

/** An episode's comment feed as WordPress serves it: one item a comment, its author in dc:creator. */
export function commentFeed(comments: readonly { id: string; author: string; text: string; date: string }[]): string {
  const entries = comments
    .map(
      (comment) => `<item>
  <title>By: ${comment.author}</title>
  <link>https://show.example.com/episode#comment-${comment.id}</link>
  <dc:creator><![CDATA[${comment.author}]]></dc:creator>
  <pubDate>${new Date(comment.date).toUTCString()}</pubDate>
  <guid isPermaLink="false">https://show.example.com/?p=${comment.id}</guid>
  <description><![CDATA[<p>${comment.text}</p>]]></description>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
  <title>Comments on: an episode</title>
  ${entries}
</channel>
</rss>`;
}

/**
 * A podcast host and the iTunes Search API on loopback: `GET /search` answers like
 * itunes.apple.com (the term "throttled" with its 403, "broken" with a 500), and any other path
 * answers what `pages` holds for it (a string, or a redirect as `{ location }`).
 */
export async function startPodcastHosts() {
  const searches: URLSearchParams[] = [];
  const pages = new Map<string, string | { location: string } | { bytes: number }>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/search') {
      searches.push(url.searchParams);
      const term = url.searchParams.get('term') ?? '';
      if (term === 'throttled') return void response.writeHead(403).end('Forbidden');
      if (term === 'broken') return void response.writeHead(500).end('{}');
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return void response.end(
        JSON.stringify({
          resultCount: 2,
          results: [
            { wrapperType: 'track', kind: 'podcast', collectionId: 101, collectionName: `${term} Weekly`, artistName: 'Loop Media', feedUrl: `${address()}/feed.xml`, artworkUrl600: 'https://cdn.example.com/600.jpg', primaryGenreName: 'Technology', trackCount: 12 },
            { wrapperType: 'track', kind: 'podcast', collectionId: 102, collectionName: `${term} Without A Feed`, artistName: 'Nobody' },
          ],
        }),
      );
    }
    const page = pages.get(url.pathname);
    if (page === undefined) return void response.writeHead(404).end('Not found');
    if (typeof page === 'object' && 'location' in page) return void response.writeHead(302, { location: page.location }).end();
    if (typeof page === 'object') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      return void response.end(Buffer.alloc(page.bytes, 'a'));
    }
    response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: address(), searches, pages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
