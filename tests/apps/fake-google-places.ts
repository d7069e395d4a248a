import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PLACES_KEY = 'AIza-fake-places-key';
export const PLACE_ID = 'ChIJloopbackBakery0001';

export interface RecordedPlacesRequest {
  method: string;
  path: string;
  key: string | undefined;
  fieldMask: string | undefined;
  body: unknown;
}

const refusal = (code: number, status: string, message: string) => ({ status: code, body: { error: { code, message, status } } });

/**
 * Google's Places API (New) on loopback, answering as places.googleapis.com does for the calls
 * the adapter makes (searchText and place details). It records each request; `business` is the
 * place's current state, which a test changes to see a refresh pick it up. A wrong key is
 * refused, and the query "quota" is answered with RESOURCE_EXHAUSTED.
 */
export async function startFakeGooglePlaces() {
  const requests: RecordedPlacesRequest[] = [];
  const business = {
    rating: 4.6,
    userRatingCount: 212,
    reviews: [
      { stars: 5, author: 'Ana Loop', text: 'Warm bread, warm people.', publishTime: '2026-10-02T09:00:00Z' },
      { stars: 2, author: 'Grumpy Gus', text: 'Queue was long.', publishTime: '2026-10-05T09:00:00Z' },
      { stars: 4, author: 'Ben Byte', text: 'Great croissants <script>alert(1)</script>', publishTime: '2026-09-20T09:00:00Z' },
    ],
  };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body: unknown = raw ? JSON.parse(raw) : null;
      const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, key: header('x-goog-api-key'), fieldMask: header('x-goog-fieldmask'), body });
      const answer = ((): { status: number; body: unknown } => {
        if (header('x-goog-api-key') !== FAKE_PLACES_KEY) return refusal(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
        if (request.method === 'POST' && url.pathname === '/v1/places:searchText') {
          const query = (body as { textQuery?: string } | null)?.textQuery ?? '';
          if (query === 'quota') return refusal(429, 'RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'SearchTextRequest'.");
          if (query === 'nowhere') return { status: 200, body: {} };
          return {
            status: 200,
            body: { places: [{ id: PLACE_ID, displayName: { text: 'Loopback Bakery', languageCode: 'en' }, formattedAddress: '1 Loop Lane, Localhost', rating: business.rating, userRatingCount: business.userRatingCount }] },
          };
        }
        const details = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
        if (request.method === 'GET' && details) {
          if (details[1] !== PLACE_ID) return refusal(404, 'NOT_FOUND', `Requested entity was not found.`);
          return {
            status: 200,
            body: {
              id: PLACE_ID,
              displayName: { text: 'Loopback Bakery', languageCode: 'en' },
              formattedAddress: '1 Loop Lane, Localhost',
              rating: business.rating,
              userRatingCount: business.userRatingCount,
              googleMapsUri: 'https://maps.google.com/?cid=4242',
              reviews: business.reviews.map((review, i) => ({
                name: `places/${PLACE_ID}/reviews/r${i + 1}`,
                relativePublishTimeDescription: 'a month ago',
                rating: review.stars,
                text: { text: review.text, languageCode: 'en' },
                originalText: { text: review.text, languageCode: 'en' },
                authorAttribution: { displayName: review.author, uri: `https://www.google.com/maps/contrib/${i + 1}`, photoUri: `https://lh3.googleusercontent.com/a/${i + 1}` },
                publishTime: review.publishTime,
              })),
            },
          };
        }
        return refusal(404, 'NOT_FOUND', 'Not Found');
      })();
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, business, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
