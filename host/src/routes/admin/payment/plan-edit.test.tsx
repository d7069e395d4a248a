// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { click, waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

const STARTER = {
  id: 4,
  name: 'Starter',
  type: 'agency',
  description: '',
  unlimited: false,
  premium_elements: [],
  premium_apps: [],
  website_limit: 2,
  prices: [],
  created_at: '2026-01-01T00:00:00.000Z',
};
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const field = (label: string) => fieldByLabel(app!.view.container, label);

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.admin, 'admin-token');
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('/admin/payment/plans/{id}/edit', () => {
  it("edits the plan's website limit: a number, empty for none, and a refusal next to the field", async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/plans/4': () => ({ body: { data: STARTER } }),
      'PUT /api/v1/plans/4': (init) => {
        const changes = body(init);
        sent.push(changes);
        return { body: { data: { ...STARTER, ...changes }, message: 'Plan saved.', success: true } };
      },
    });
    app = await openApp('/admin/payment/plans/4/edit');
    await waitFor(() => expect((field('Website limit') as HTMLInputElement).value).toBe('2'));

    changeValue(field('Website limit'), '5');
    await click(app!.button('Save'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ website_limit: 5 }));

    changeValue(field('Website limit'), '');
    await click(app!.button('Save'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ website_limit: null }));

    changeValue(field('Website limit'), '-1');
    await click(app!.button('Save'));
    await waitFor(() => expect(app!.text()).toContain('The website limit must be at least 0.'));
    expect(field('Website limit').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(2);
  });
});
