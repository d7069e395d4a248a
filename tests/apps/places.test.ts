import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlacesApi, googlePlacesApi } from '../../plugins/apps/places/server/places-api.ts';
import { appJobName } from '../../server/src/apps/app-jobs.ts';
import { designOf, eventually, saveAndPublish, visit } from '../../server/src/testing/site-fixtures.ts';
import { SITE_RERENDER_JOB } from '../../server/src/modules/sites/rerender-job.ts';
import { ADMIN, createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../server/src/testing/test-app.ts';
import { FAKE_PLACES_KEY, PLACE_ID, startFakeGooglePlaces } from './fake-google-places.ts';

/**
 * The places app with its real Google Places API adapter against a fake of the API on
 * loopback: businesses found, added with their reviews, shown on websites in a Google Review
 * element, and read again by the scheduled job.
 */
let t: TestApp;
let places: Awaited<ReturnType<typeof startFakeGooglePlaces>>;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
const host = `crumb-studio.${TEST_SITE_DOMAIN}`;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) => t.request({ method, url: `/api/v1${url}`, token: as, ...(payload ? { payload } : {}) });
const grantApp = async (agencyId: number) => {
  const granted = await api('PUT', `/agencies/${agencyId}`, { premium_apps: ['places'] }, await t.login(ADMIN));
  expect(granted.statusCode).toBe(200);
};
const placeRowId = async () => (await api('GET', '/places')).json().data[0].id as number;

beforeAll(async () => {
  places = await startFakeGooglePlaces();
  t = await createTestApp({ env: { GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY, GOOGLE_PLACES_API_URL: places.url } });
  owner = await t.createAgency('Crumb Studio');
  token = await t.tokenFor(owner.ownerId);
});
afterAll(async () => {
  await t.close();
  await places.close();
});

describe('places and reviews', () => {
  it('is locked until the agency holds the premium app', async () => {
    const locked = await api('POST', '/places/search', { query: 'bakery' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('The Places and reviews app is not part of your plan. Add it from Premium apps.');
    await grantApp(owner.agencyId);
    expect((await api('POST', '/places/search', { query: 'bakery' })).statusCode).toBe(200);
  });

  it('suggests the demo business only where no map service key is set', async () => {
    expect((await api('GET', '/places/suggested')).json()).toEqual({ data: [] });
    const [suggested] = await demoPlacesApi.suggestions();
    expect(suggested?.name).toBe('Tessera Demo Bakery');
    // What is suggested can be added: the demo service knows it by its id.
    expect((await demoPlacesApi.place(suggested!.place_id))?.reviews.length).toBeGreaterThan(0);
  });

  it('finds businesses with the key and a field mask, and says clearly when the quota is spent', async () => {
    const found = await api('POST', '/places/search', { query: 'Loopback Bakery Localhost' });
    expect(found.json().data).toEqual([{ place_id: PLACE_ID, name: 'Loopback Bakery', address: '1 Loop Lane, Localhost', rating: 4.6, review_count: 212 }]);
    expect(places.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/places:searchText',
      key: FAKE_PLACES_KEY,
      fieldMask: 'places.id,places.displayName,places.formattedAddress,places.rating,places.userRatingCount',
      body: { textQuery: 'Loopback Bakery Localhost', pageSize: 10 },
    });
    expect((await api('POST', '/places/search', { query: 'nowhere' })).json().data).toEqual([]);
    const spent = await api('POST', '/places/search', { query: 'quota' });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe('The map service allows no more requests for now (its quota or rate limit); try again later.');
    expect((await api('POST', '/places/search', { query: '  ' })).json().errors.query).toEqual(['The query field is required.']);
  });

  it('adds a business with its rating and reviews, and reads it again when added again', async () => {
    const added = await api('POST', '/places', { place_id: PLACE_ID });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ place_id: PLACE_ID, name: 'Loopback Bakery', rating: 4.6, review_count: 212, maps_url: 'https://maps.google.com/?cid=4242', landing_ids: [] });
    expect(added.json().data.reviews[0]).toEqual({
      id: `places/${PLACE_ID}/reviews/r1`,
      author: 'Ana Loop',
      author_photo: 'https://lh3.googleusercontent.com/a/1',
      author_url: 'https://www.google.com/maps/contrib/1',
      rating: 5,
      text: 'Warm bread, warm people.',
      published_at: '2026-10-02T09:00:00Z',
    });
    expect(places.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/places/${PLACE_ID}`, fieldMask: 'id,displayName,formattedAddress,rating,userRatingCount,googleMapsUri,reviews' });

    const again = await api('POST', '/places', { place_id: PLACE_ID });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Place refreshed.');
    expect((await api('GET', '/places')).json().data).toHaveLength(1);
    expect((await api('GET', `/places/${added.json().data.id}`)).json().data.reviews).toHaveLength(3);

    expect((await api('POST', '/places', { place_id: 'bad id!' })).json().errors.place_id).toEqual(['Use a place id as the map service gives it (letters, digits, - or _).']);
    expect((await api('POST', '/places', { place_id: 'ChIJnothingAtThisPlace' })).json().errors.place_id).toEqual(['The map service has no place with this id.']);
  });

  it("shows the rating and the newest good reviews on the websites chosen, with schema.org markup and nothing loaded from the map service", async () => {
    const id = await placeRowId();
    const other = await t.createAgency('Rival Studio');
    expect((await api('POST', `/places/${id}/distribute`, { landing_ids: [owner.landingId, other.landingId] })).json().errors.landing_ids).toEqual(['Choose websites of your agency only.']);
    await grantApp(other.agencyId);
    const rival = await t.tokenFor(other.ownerId);
    expect((await api('GET', `/places/${id}`, undefined, rival)).statusCode).toBe(404);
    expect((await api('POST', `/places/${id}/distribute`, { landing_ids: [other.landingId] }, rival)).statusCode).toBe(404);
    expect((await api('DELETE', `/places/${id}`, undefined, rival)).statusCode).toBe(404);
    expect((await api('GET', `/landings/${owner.landingId}/places`, undefined, rival)).statusCode).toBe(404);

    await saveAndPublish(t, token, owner.landingId, owner.pageId, designOf([{ key: 'google-review', props: { heading: 'What neighbours say', count: 3, min_rating: 4 } }]));
    expect((await visit(t, host, '/')).body).not.toContain('class="ts-google-review"');

    expect((await api('POST', `/places/${id}/distribute`, { landing_ids: [owner.landingId] })).json().data.landing_ids).toEqual([owner.landingId]);
    // The websites' published pages are drawn again by the queue.
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await api('GET', `/landings/${owner.landingId}/places`)).json().data.map((entry: { name: string }) => entry.name)).toEqual(['Loopback Bakery']);

    const page = (await visit(t, host, '/')).body;
    expect(page).toContain('<h2 class="ts-google-review__heading">What neighbours say</h2>');
    expect(page).toContain('itemType="https://schema.org/AggregateRating"');
    expect(page).toMatch(/itemProp="ratingValue">4\.6<\/span>/);
    expect(page).toContain('<span itemProp="reviewCount">212</span>');
    expect(page).toContain('aria-label="Rated 4.6 out of 5"');
    const authors = [...page.matchAll(/itemType="https:\/\/schema\.org\/Person"><img[^>]*><span itemProp="name">([^<]+)</g)].map((match) => match[1]);
    expect(authors).toEqual(['Ana Loop', 'Ben Byte']);
    expect(page).toContain('Great croissants &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('places.googleapis.com');
    expect(page).toContain('href="https://maps.google.com/?cid=4242"');

    await saveAndPublish(t, token, owner.landingId, owner.pageId, designOf([{ key: 'google-review', props: { count: 3, chosen: [`places/${PLACE_ID}/reviews/r2`] } }]));
    const chosen = (await visit(t, host, '/')).body;
    expect([...chosen.matchAll(/<span itemProp="name">([^<]+)</g)].map((match) => match[1])).toEqual(['Grumpy Gus']);
  });

  it('reads the shown places again on its schedule, and the published pages show the new rating', async () => {
    const schedules = await sql<{ name: string; cron: string; timezone: string }>`select name, cron, timezone from pgboss.schedule`.execute(t.db);
    expect(schedules.rows).toContainEqual({ name: appJobName('places', 'refresh-reviews'), cron: '0 0,6,12,18 * * *', timezone: 'UTC' });

    places.business.rating = 4.8;
    places.business.userRatingCount = 215;
    const before = places.requests.length;
    await t.queue.send(appJobName('places', 'refresh-reviews'), {});
    const page = await eventually(async () => {
      await t.runJobs(SITE_RERENDER_JOB);
      const body = (await visit(t, host, '/')).body;
      return body.includes('<span itemProp="reviewCount">215</span>') ? body : undefined;
    }, 15_000, 'the refreshed rating on the published page');
    expect(page).toMatch(/itemProp="ratingValue">4\.8<\/span>/);
    expect(places.requests.slice(before).map((request) => request.path)).toEqual([`/v1/places/${PLACE_ID}`]);
  });

  it('takes a removed place off the agency and off its websites', async () => {
    const id = await placeRowId();
    expect((await api('DELETE', `/places/${id}`)).json().message).toBe('Place removed.');
    expect((await api('GET', `/places/${id}`)).statusCode).toBe(404);
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await visit(t, host, '/')).body).not.toContain('class="ts-google-review"');
  });
});

describe('the Google Places API adapter', () => {
  it('reports a refused key as a failure of the map service, with its message', async () => {
    const adapter = googlePlacesApi({ baseUrl: places.url, apiKey: 'wrong' });
    await expect(adapter.search('x')).rejects.toMatchObject({ status: 502, message: 'The map service refused the request (400: API key not valid. Please pass a valid API key.).' });
  });

  it('answers an unknown place as none, so adding it is refused on its field', async () => {
    await expect(googlePlacesApi({ baseUrl: places.url, apiKey: FAKE_PLACES_KEY }).place('ChIJnobodyHome0000')).resolves.toBeUndefined();
  });
});
