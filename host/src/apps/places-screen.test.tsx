// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/api-error.ts';
import { setResponseHandlers } from '../api/http-client.ts';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../test/app.tsx';
import { changeValue, fieldByLabel } from '../test/fields.ts';
import { CONFIG, LANDINGS, mockApi } from '../test/mock-api.ts';
import { click, waitFor } from '../test/render.tsx';

let app: OpenedApp | undefined;

const PLACES_APP = { id: 'places', label: 'Places and reviews', description: 'Reviews.', icon: 'star', screenshots: [], premium: true, elements: [], screens: [{ label: 'Places', scope: 'agency' }], held: true };
const PLACE = {
  id: 3,
  place_id: 'ChIJbakery000000001',
  name: 'Corner Bakery',
  address: '1 Market Street',
  maps_url: 'https://maps.google.com/?cid=1',
  rating: 4.6,
  review_count: 80,
  reviews: [],
  refreshed_at: '2026-11-01T00:00:00.000Z',
  landing_ids: [],
};
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/apps': () => ({ body: { data: [PLACES_APP], meta: { total: 1 } } }),
    'GET /api/v1/landings': () => ({ body: LANDINGS }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/places', () => {
  it('finds a business and adds it, showing a refusal on the search field', async () => {
    const calls = api({
      'GET /api/v1/places': () => ({ body: { data: [] } }),
      'POST /api/v1/places/search': (init) =>
        body(init).query === 'quota'
          ? { status: 429, body: { message: 'The map service allows no more requests for now (its quota or rate limit); try again later.' } }
          : { body: { data: [{ place_id: PLACE.place_id, name: 'Corner Bakery', address: '1 Market Street', rating: 4.6, review_count: 80 }] } },
      'POST /api/v1/places': () => ({ status: 201, body: { data: PLACE, message: 'Place added.', success: true } }),
    });
    const notices = vi.fn((error: ApiError) => error.message);
    setResponseHandlers({ onSuccessMessage: () => {}, onError: notices });
    app = await openApp('/agency/places');
    await waitFor(() => expect(app!.text()).toContain('No places yet'));
    const query = fieldByLabel(app!.view.container, 'Business name and town');
    changeValue(query, 'quota');
    await click(app!.button('Search'));
    await waitFor(() => expect(notices.mock.results.map((result) => result.value)).toContain('The map service allows no more requests for now (its quota or rate limit); try again later.'));
    expect(app!.button('Search')?.disabled).toBe(false);
    changeValue(query, 'corner bakery');
    await click(app!.button('Search'));
    await waitFor(() => expect(app!.text()).toContain('4.6 ★ · 80 reviews'));
    await click(app!.button('Add Corner Bakery'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/places'));
    expect(body(calls.fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/api/v1/places') && init?.method === 'POST')![1])).toEqual({ place_id: PLACE.place_id });
  });

  it("chooses the websites that show a place's reviews", async () => {
    const calls = api({
      'GET /api/v1/places': () => ({ body: { data: [PLACE] } }),
      'POST /api/v1/places/3/distribute': (init) => ({ body: { data: { ...PLACE, ...body(init) }, message: 'Websites saved.', success: true } }),
    });
    app = await openApp('/agency/places');
    const website = LANDINGS.data[0]!.title;
    await waitFor(() => expect(app!.text()).toContain(website));
    const checkbox = [...app!.view.container.querySelectorAll('.website-choice label')].find((label) => label.textContent === website)!.querySelector('input')!;
    expect(checkbox.checked).toBe(false);
    await click(checkbox);
    await click(app!.button('Save websites'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/places/3/distribute'));
    expect(body(calls.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/distribute'))![1])).toEqual({ landing_ids: [LANDINGS.data[0]!.id] });
  });
});
