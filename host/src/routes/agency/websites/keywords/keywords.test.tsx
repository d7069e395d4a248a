// @vitest-environment jsdom
import { AI_TEXT_KEY_MISSING_MESSAGE } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const keyword = (id: number, name: string) => ({ id, name, created_at: '2026-01-01T00:00:00.000Z' });
const list = (...names: string[]) => ({ body: { data: names.map((name, index) => keyword(index + 1, name)), meta: { total: names.length } } });
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const field = (label: string) => fieldByLabel(app!.view.container, label);
const noKey = () => ({ status: 422, body: { message: AI_TEXT_KEY_MISSING_MESSAGE, errors: { openai_api_key: [AI_TEXT_KEY_MISSING_MESSAGE] } } });

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/keywords', () => {
  it('lists the keywords, adds names typed with commas, and deletes one', async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/landings/12/keywords': () => list('bread'),
      'POST /api/v1/landings/12/keywords': () => list('bread', 'sourdough', 'rye'),
      'DELETE /api/v1/landings/12/keywords/bread': () => ({ body: { message: 'Keyword deleted.', success: true } }),
    });
    app = await openApp('/agency/websites/12/keywords');
    await waitFor(() => expect(app!.text()).toContain('1 keyword'));
    await click(app!.button('Add'));
    expect(app!.text()).toContain('Give at least one keyword.');
    expect(api.calls).not.toContain('POST /api/v1/landings/12/keywords');
    changeValue(field('Add keywords'), ' sourdough, rye ,, ');
    await click(app!.button('Add'));
    await waitFor(() => expect(app!.text()).toContain('3 keywords'));
    expect(body(api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1])).toEqual({ names: ['sourdough', 'rye'] });
    expect((field('Add keywords') as HTMLInputElement).value).toBe('');
    await click(app!.button('Delete keyword bread'));
    await waitFor(() => expect(api.calls).toContain('DELETE /api/v1/landings/12/keywords/bread'));
  });

  it('generates keyword ideas to add, and a title', async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/landings/12/keywords': () => list(),
      'POST /api/v1/landings/12/keywords/generate-keywords': () => ({ body: { data: { keywords: ['fresh bread', 'bakery near me'] } } }),
      'POST /api/v1/landings/12/keywords/generate-title': () => ({ body: { data: { title: 'The Best Sourdough in Town' } } }),
      'POST /api/v1/landings/12/keywords': (init) => list(...(body(init).names as string[])),
    });
    app = await openApp('/agency/websites/12/keywords');
    await waitFor(() => expect(app!.text()).toContain('No keywords yet'));
    changeValue(field('What is the website about?'), 'A family bakery');
    await click(app!.button('Generate keywords'));
    await waitFor(() => expect(app!.button('Add keyword bakery near me')).not.toBeNull());
    expect(body(api.fetchMock.mock.calls.find(([url]) => url.endsWith('/generate-keywords'))![1])).toEqual({ prompt: 'A family bakery' });
    await click(app!.button('Add keyword bakery near me'));
    await waitFor(() => expect(app!.text()).toContain('1 keyword'));
    expect(app!.view.container.querySelector('ul[aria-label="Keywords"]')?.textContent).toContain('bakery near me');

    changeValue(field('Topic'), 'sourdough');
    await click(app!.button('Generate title'));
    await waitFor(() => expect(app!.text()).toContain('The Best Sourdough in Town'));
    expect(body(api.fetchMock.mock.calls.find(([url]) => url.endsWith('/generate-title'))![1])).toEqual({ name: 'sourdough' });
  });

  it('shows the server’s message when the agency has no AI key', async () => {
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/landings/12/keywords': () => list(),
      'POST /api/v1/landings/12/keywords/generate-keywords': noKey,
      'POST /api/v1/landings/12/keywords/generate-title': noKey,
    });
    app = await openApp('/agency/websites/12/keywords');
    await waitFor(() => expect(app!.button('Generate keywords')).not.toBeNull());
    changeValue(field('What is the website about?'), 'A family bakery');
    await click(app!.button('Generate keywords'));
    await waitFor(() => expect(app!.view.container.querySelectorAll('[role="alert"]')).toHaveLength(1));
    expect(app!.view.container.querySelector('[role="alert"]')?.textContent).toBe(AI_TEXT_KEY_MISSING_MESSAGE);
    changeValue(field('Topic'), 'sourdough');
    await click(app!.button('Generate title'));
    await waitFor(() => expect(app!.view.container.querySelectorAll('[role="alert"]')).toHaveLength(2));
  });
});
