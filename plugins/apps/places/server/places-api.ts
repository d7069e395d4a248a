import { createServiceToken, HttpError, z } from '@tessera/sdk';
import type { PlaceFound, Review } from '../place-schemas.ts';

/** A business as the map service describes it, with the reviews it gives. */
export interface PlaceDetails extends PlaceFound {
  maps_url: string;
  reviews: Review[];
}

/** The map service's places and reviews (spec §7 Places), behind a port. */
export interface PlacesApi {
  search(query: string): Promise<PlaceFound[]>;
  /** Undefined when the map service has no such place. */
  place(placeId: string): Promise<PlaceDetails | undefined>;
  /** Businesses to offer before anything is searched (the demo business of an install without a key). */
  suggestions(): Promise<PlaceFound[]>;
}
export const PlacesApiToken = createServiceToken<PlacesApi>('PlacesApi');

const SEARCH_FIELDS = ['places.id', 'places.displayName', 'places.formattedAddress', 'places.rating', 'places.userRatingCount'].join(',');
const DETAIL_FIELDS = ['id', 'displayName', 'formattedAddress', 'rating', 'userRatingCount', 'googleMapsUri', 'reviews'].join(',');

const localized = z.object({ text: z.string() }).optional();
const placeAnswer = z.object({
  id: z.string(),
  displayName: localized,
  formattedAddress: z.string().default(''),
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  googleMapsUri: z.string().default(''),
  reviews: z
    .array(
      z.object({
        name: z.string(),
        rating: z.number().int().min(1).max(5),
        text: localized,
        originalText: localized,
        publishTime: z.string().optional(),
        authorAttribution: z.object({ displayName: z.string().default(''), uri: z.string().default(''), photoUri: z.string().default('') }).optional(),
      }),
    )
    .default([]),
});
const searchAnswer = z.object({ places: z.array(placeAnswer.omit({ reviews: true, googleMapsUri: true })).default([]) });
const apiError = z.object({ error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }) });

const found = (place: z.infer<typeof searchAnswer>['places'][number]): PlaceFound => ({
  place_id: place.id,
  name: place.displayName?.text ?? '',
  address: place.formattedAddress,
  rating: place.rating ?? null,
  review_count: place.userRatingCount ?? null,
});

/**
 * Google's Places API (New) over HTTP with an API key: POST {base}/v1/places:searchText and
 * GET {base}/v1/places/{id}, each with the field mask of what is kept. Its refusals come back
 * as errors the user can act on: quota and rate limits as 429, a refused key as 502.
 */
export function googlePlacesApi(options: { baseUrl: string; apiKey: string; fetcher?: typeof fetch }): PlacesApi {
  const fetcher = options.fetcher ?? fetch;
  async function call<T>(path: string, init: { method: 'GET' | 'POST'; fieldMask: string; body?: object }, schema: z.ZodType<T>): Promise<T | undefined> {
    let response: Response;
    try {
      response = await fetcher(new URL(path, options.baseUrl), {
        method: init.method,
        headers: {
          accept: 'application/json',
          'x-goog-api-key': options.apiKey,
          'x-goog-fieldmask': init.fieldMask,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new HttpError('upstream_failed', `The map service could not be reached: ${error instanceof Error ? error.message : 'no answer'}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const refusal = apiError.safeParse(body);
      const status = refusal.success ? refusal.data.error.status : undefined;
      if (response.status === 429 || status === 'RESOURCE_EXHAUSTED') {
        throw new HttpError('rate_limited', 'The map service allows no more requests for now (its quota or rate limit); try again later.');
      }
      if (response.status === 404 || status === 'NOT_FOUND') return undefined;
      throw new HttpError('upstream_failed', `The map service refused the request (${response.status}${refusal.success && refusal.data.error.message ? `: ${refusal.data.error.message}` : ''}).`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new HttpError('upstream_failed', "The map service's answer was not understood.");
    return parsed.data;
  }

  return {
    async search(query) {
      const answer = await call('/v1/places:searchText', { method: 'POST', fieldMask: SEARCH_FIELDS, body: { textQuery: query, pageSize: 10 } }, searchAnswer);
      return (answer?.places ?? []).map(found);
    },
    async place(placeId) {
      const answer = await call(`/v1/places/${encodeURIComponent(placeId)}`, { method: 'GET', fieldMask: DETAIL_FIELDS }, placeAnswer);
      if (!answer) return undefined;
      return {
        ...found(answer),
        maps_url: answer.googleMapsUri,
        reviews: answer.reviews.map((review) => ({
          id: review.name,
          author: review.authorAttribution?.displayName ?? '',
          author_photo: review.authorAttribution?.photoUri ?? '',
          author_url: review.authorAttribution?.uri ?? '',
          rating: review.rating,
          text: review.text?.text ?? review.originalText?.text ?? '',
          published_at: review.publishTime ?? null,
        })),
      };
    },
    // The map service is searched for what the user asks; it has no businesses to put forward unasked.
    suggestions: async () => [],
  };
}

const DEMO_PLACE: PlaceDetails = {
  place_id: 'demo-place-tessera-bakery',
  name: 'Tessera Demo Bakery',
  address: '1 Market Street, Springfield',
  rating: 4.7,
  review_count: 128,
  maps_url: 'https://maps.google.com/?cid=1',
  reviews: [
    { author: 'Ana P.', rating: 5, text: 'The best sourdough in town, and a warm welcome every morning.' },
    { author: 'Marc D.', rating: 5, text: 'Lovely pastries and quick service even on Saturdays.' },
    { author: 'Jo K.', rating: 4, text: 'Great bread; the café corner gets busy at lunch.' },
  ].map((review, i) => ({ ...review, id: `places/demo-place-tessera-bakery/reviews/${i + 1}`, author_photo: '', author_url: '', published_at: new Date(Date.UTC(2026, 9, 20 - i * 7)).toISOString() })),
};

/** The embedded default without an API key: one demo business, offered as a suggestion. */
export const demoPlacesApi: PlacesApi = {
  async search(query) {
    const wanted = query.toLowerCase();
    return DEMO_PLACE.name.toLowerCase().includes(wanted) || wanted.includes('demo') || wanted.includes('bakery') ? [DEMO_PLACE] : [];
  },
  async place(placeId) {
    return placeId === DEMO_PLACE.place_id ? DEMO_PLACE : undefined;
  },
  suggestions: async () => [DEMO_PLACE],
};

/** The app's settings, from the environment (its server part's `config`). */
export const placesSettings = z.object({
  /** Selects Google's Places API; without it, the demo business. */
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  /** Where that API is; tests give a local fake. */
  GOOGLE_PLACES_API_URL: z.url({ protocol: /^https?$/, error: 'Give an http(s) address' }).default('https://places.googleapis.com'),
});
export type PlacesSettings = z.infer<typeof placesSettings>;

export function configuredPlacesApi(settings: PlacesSettings): PlacesApi {
  return settings.GOOGLE_PLACES_API_KEY ? googlePlacesApi({ apiKey: settings.GOOGLE_PLACES_API_KEY, baseUrl: settings.GOOGLE_PLACES_API_URL }) : demoPlacesApi;
}
